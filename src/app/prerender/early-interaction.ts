/**
 * What a shopper did on a prerendered page before the app was there (page-boot-script.js kept
 * it), handed to the app at its first commit.
 */
const TYPED = ['input:not([type])', 'text', 'search', 'email', 'tel', 'number']
  .map((type) => (type.startsWith('input') ? type : `input[type="${type}"]`))
  .concat('textarea')
  .join(', ');

/** The value setter of the element's class, which React's tracker does not see. */
const nativeValueSetter = (field: HTMLInputElement | HTMLTextAreaElement) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;

/**
 * Hands what the shopper typed before the app was there to the app. Hydration keeps a field's
 * text but not the app's state of it, so the app would send an empty search. The field is set
 * back to the app's value through its own setter (React's tracker learns it) and to the typed
 * text through the native one, and an `input` event makes the app's onChange see the change.
 */
function replayEarlyInput(root: ParentNode): void {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TYPED)) {
    const typed = field.value;
    const setter = nativeValueSetter(field);
    if (typed === field.defaultValue || !setter) continue;
    field.value = field.defaultValue;
    setter.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** The field the shopper went into before the app was there: the app hears of it now. */
function replayEarlyFocus(root: ParentNode): void {
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && focused !== document.body && root.contains(focused))
    focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
}

/**
 * At the app's first commit: the field the shopper is in and what was typed before reach the
 * app, then the button pressed or the form sent before is pressed or sent again, if it is still
 * on the page.
 */
export function replayEarlyPress(root: ParentNode = document): void {
  replayEarlyFocus(root);
  replayEarlyInput(root);
  const element = window.__shopEarlyPress;
  delete window.__shopEarlyPress;
  if (!element?.isConnected) return;
  if (element instanceof HTMLFormElement) element.requestSubmit();
  else if (!element.disabled) element.click();
}
