/**
 * What a shopper did on a prerendered page before the app was there (page-boot-script.js kept
 * it), handed to the app at its first commit.
 */
/** The field the shopper went into before the app was there: the app hears of it now. */
function replayEarlyFocus(root: ParentNode): void {
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && focused !== document.body && root.contains(focused))
    focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
}

/**
 * After the app's first commit: the field the shopper is in reaches the app (what was typed
 * there reached it in that commit, adopt-early-form-state.ts), then the button pressed or the
 * form sent before is pressed or sent again, if it is still on the page.
 */
export function replayEarlyPress(root: ParentNode = document): void {
  replayEarlyFocus(root);
  const element = window.__shopEarlyPress;
  delete window.__shopEarlyPress;
  if (!element?.isConnected) return;
  if (element instanceof HTMLFormElement) element.requestSubmit();
  else if (!element.disabled) element.click();
}
