import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * Whether the app runs this component: false in the prerender and while React hydrates its HTML
 * (the page as the platform alone works it), true from the render after hydration on, and from
 * the start of a page the app renders itself. Controls that only a page without the app needs
 * (a form's submit button beside a select that applies at once) show while this is false
 * (docs/decisions/0080-get-forms-before-the-app.md); hydration keeps the prerendered HTML, then
 * React renders them away.
 */
export function useAppRunning(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
