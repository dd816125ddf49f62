import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * Whether the app runs this component: false in the prerender and while React hydrates its HTML
 * (the page as the platform alone works it), true from the render after hydration on, and from
 * the start of a page the app renders itself. A control that needs the app (the finder's button
 * disabled for want of a brand, a button that opens a dialog) takes its app form only then
 * (docs/decisions/0080-get-forms-before-the-app.md): hydration keeps the prerendered HTML, then
 * React renders it anew.
 */
let hydratingHtml = false;

/** The app's mount says when React hydrates prerendered HTML: from hydrateRoot to its first commit. */
export function setHydratingHtml(value: boolean): void {
  hydratingHtml = value;
}

/**
 * Whether React is hydrating prerendered HTML now: for a state's initial value, which must then be
 * what the HTML shows. Unlike useAppRunning it costs no second render of the component (and all
 * below it) after hydration.
 */
export const isHydratingHtml = (): boolean => hydratingHtml;

export function useAppRunning(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
