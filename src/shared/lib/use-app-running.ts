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
export function useAppRunning(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
