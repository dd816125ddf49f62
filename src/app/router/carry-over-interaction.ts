/**
 * A visitor may use a prerendered page before the client takes it over: focus a field, type, pick
 * an option. React's first commit replaces those elements, so their state is carried over to the
 * elements that take their place (the same control, found by its position among the controls):
 * the value (as an input event, so React's state follows) and the focus. A button pressed in the
 * meantime (e.g. the phone's Menu button, which does nothing without the script) is pressed again
 * on its counterpart, so the tap is not lost. Links need nothing: they work without the script.
 */
const CONTROLS = 'input, select, textarea, button, a[href]';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const isValueControl = (element: Element): element is Control =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLSelectElement ||
  element instanceof HTMLTextAreaElement;

/** Whether the visitor changed the control (its value differs from the one in the HTML). */
function isDirty(control: Control): boolean {
  if (control instanceof HTMLSelectElement)
    return [...control.options].some((option) => option.selected !== option.defaultSelected);
  if (
    control instanceof HTMLInputElement &&
    (control.type === 'checkbox' || control.type === 'radio')
  )
    return control.checked !== control.defaultChecked;
  return control.value !== control.defaultValue;
}

/** Sets a value the way a user does, so React's onChange sees it. */
function enter(target: Control, source: Control) {
  if (
    target instanceof HTMLInputElement &&
    (target.type === 'checkbox' || target.type === 'radio')
  ) {
    if (target.checked !== (source as HTMLInputElement).checked) target.click();
    return;
  }
  if (target.value === source.value) return;
  const prototype = Object.getPrototypeOf(target) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(target, source.value);
  target.dispatchEvent(new Event('input', { bubbles: true }));
  target.dispatchEvent(new Event('change', { bubbles: true }));
}

export function carryOverInteraction(root: HTMLElement): void {
  const prerendered = root.firstElementChild;
  if (!prerendered) return;
  // Focus may have moved before this script ran, and moves on until the takeover.
  let focused: Element | null = root.contains(document.activeElement)
    ? document.activeElement
    : null;
  const onFocus = (event: Event) => {
    focused = event.target instanceof Element ? event.target : null;
  };
  root.addEventListener('focusin', onFocus);
  const pressed: Element[] = [];
  const onClick = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && prerendered.contains(button)) pressed.push(button);
  };
  root.addEventListener('click', onClick);

  const counterpart = (element: Element): Element | undefined => {
    const index = [...prerendered.querySelectorAll(CONTROLS)].indexOf(element);
    const next = index < 0 ? undefined : root.querySelectorAll(CONTROLS)[index];
    return next?.tagName === element.tagName ? next : undefined;
  };

  const observer = new MutationObserver(() => {
    if (prerendered.isConnected) return;
    observer.disconnect();
    root.removeEventListener('focusin', onFocus);
    root.removeEventListener('click', onClick);
    for (const control of prerendered.querySelectorAll(CONTROLS)) {
      if (!isValueControl(control) || !isDirty(control)) continue;
      const next = counterpart(control);
      if (next && isValueControl(next)) enter(next, control);
    }
    const wasFocused = focused as Element | null;
    if (wasFocused && document.activeElement === document.body) {
      const next = counterpart(wasFocused);
      if (next instanceof HTMLElement) next.focus({ preventScroll: true });
    }
    for (const button of pressed) {
      const next = counterpart(button);
      if (next instanceof HTMLButtonElement) next.click();
    }
  });
  observer.observe(root, { childList: true });
}
