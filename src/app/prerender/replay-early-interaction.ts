/**
 * At the app's first commit, when the shopper reached for the page before the app was there
 * (page-boot-script.js sets the flag): what they did is handed to the app by
 * early-interaction.ts, loaded only then. (Apart from page-boot.ts, which the build's CSP
 * policy imports and which must stay free of imports.)
 */
export function replayEarlyInteraction(): void {
  if (!window.__shopTouched) return;
  delete window.__shopTouched;
  void import('./early-interaction').then(({ replayEarlyPress }) => replayEarlyPress());
}
