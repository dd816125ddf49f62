import de from '../../locales/de.json' with { type: 'json' };
import en from '../../locales/en.json' with { type: 'json' };
import fr from '../../locales/fr.json' with { type: 'json' };
import nl from '../../locales/nl.json' with { type: 'json' };

/** The shop's own messages, so journeys find elements by the words a shopper reads. */
export const messages = { nl, en, de, fr } as const;
export type Language = keyof typeof messages;
export const languages = Object.keys(messages) as Language[];
export { de, en, fr, nl };
