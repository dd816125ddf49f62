/**
 * What the shopper changed in a prerendered page's form fields before the app hydrated it: a
 * sort or a brand picked, a box ticked, text typed. Hydration keeps the field as the shopper left
 * it but not the app's state of it, and the next render of the field (the one after hydration,
 * `useAppRunning()`) sets the field back to that state: the choice is lost. So in the commit of
 * hydration, before any such render, each changed field tells the app of its value by the event
 * React listens to for it, as React itself does behind its `enableHydrationChangeEvent` flag
 * (not in a stable release yet).
 */

const TEXT = ['input:not([type])', 'text', 'search', 'email', 'tel', 'number']
  .map((type) => (type.startsWith('input') ? type : `input[type="${type}"]`))
  .concat('textarea')
  .join(', ');
const TOGGLE = 'input[type="checkbox"], input[type="radio"]';

type Field = HTMLInputElement | HTMLTextAreaElement;

/**
 * Sets the field's property to the value the page was rendered with through the field's own
 * setter (React's value tracker learns it), then to the shopper's through the class's (the
 * tracker does not see it): the event that follows is a change to React.
 */
function restate(field: Field, key: 'value' | 'checked', rendered: string | boolean): void {
  const target = field as unknown as Record<typeof key, string | boolean>;
  const shoppers = target[key];
  const nativeSetter = Object.getOwnPropertyDescriptor(
    Object.getPrototypeOf(field) as object,
    key,
  )?.set;
  if (!nativeSetter) return;
  target[key] = rendered;
  nativeSetter.call(field, shoppers);
}

const selectChanged = (select: HTMLSelectElement) =>
  [...select.options].some((option) => option.selected !== option.defaultSelected);

/** At the commit of hydration: every field of `root` changed by the shopper tells the app. */
export function adoptEarlyFormState(root: ParentNode): void {
  for (const field of root.querySelectorAll<Field>(TEXT)) {
    if (field.value === field.defaultValue) continue;
    restate(field, 'value', field.defaultValue);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  for (const select of root.querySelectorAll('select'))
    if (selectChanged(select)) select.dispatchEvent(new Event('change', { bubbles: true }));
  for (const box of root.querySelectorAll<HTMLInputElement>(TOGGLE)) {
    // A radio unchecked by its neighbour's choice is told by that neighbour's event.
    if (box.checked === box.defaultChecked || (box.type === 'radio' && !box.checked)) continue;
    restate(box, 'checked', box.defaultChecked);
    // A plain Event, not a MouseEvent: React hears a click, the browser does not toggle it.
    box.dispatchEvent(new Event('click', { bubbles: true }));
  }
}
