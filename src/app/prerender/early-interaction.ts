/**
 * What a shopper did on a prerendered page before the app was there (page-boot-script.js kept
 * it), handed to the app right after its first commit. Part of the entry, not a chunk of its own:
 * a chunk would arrive a round trip later, after a change adopted in that commit
 * (adopt-early-form-state.ts) may have replaced the pressed button (the header search's combobox
 * loads on the first change).
 */
/** The field the shopper went into before the app was there: the app hears of it now. */
function replayEarlyFocus(root: ParentNode): void {
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && focused !== document.body && root.contains(focused))
    focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
}

/** A kept press, made again if its button or form is still on the page. */
function pressAgain(element: HTMLButtonElement | HTMLFormElement): void {
  if (!element.isConnected) return;
  if (element instanceof HTMLFormElement) element.requestSubmit();
  else if (!element.disabled) element.click();
}

/**
 * After the app's first commit: the field the shopper is in reaches the app (what was typed
 * there reached it in that commit, adopt-early-form-state.ts), then each button pressed or form
 * sent before is pressed or sent again, in order. The first at once; each next one a task later,
 * when the app has rendered what the one before changed: two taps on "one more" and one on "add
 * to cart" add three, not two (a click's handler reads the quantity of the last render).
 */
export function replayEarlyPress(root: ParentNode = document): void {
  replayEarlyFocus(root);
  const presses = window.__shopEarlyPresses ?? [];
  delete window.__shopEarlyPresses;
  const pressFrom = (index: number) => {
    const element = presses[index];
    if (!element) return;
    pressAgain(element);
    setTimeout(() => pressFrom(index + 1));
  };
  pressFrom(0);
}
