import { replayEarlyPress } from './early-interaction';

/**
 * Right after the app's first commit, when the shopper reached for the page before the app was
 * there (page-boot-script.js sets the flag): what they did is handed to the app by
 * early-interaction.ts. It is part of the entry, not a chunk of its own: a chunk would arrive a
 * round trip later, after a change adopted in that commit (adopt-early-form-state.ts) may have
 * replaced the pressed button (the header search's combobox loads on the first change).
 */
export function replayEarlyInteraction(): void {
  if (!window.__shopTouched) return;
  delete window.__shopTouched;
  replayEarlyPress();
}
