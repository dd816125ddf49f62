import { create } from 'zustand';
import { defaultLanguage, type Language } from '@/shared/config/languages';
import type { Messages } from '../lib/load-messages';

interface I18nState {
  /** The language whose messages are loaded (follows the route once they have arrived). */
  language: Language;
  messages: Messages;
  setMessages: (language: Language, messages: Messages) => void;
}

/** The messages the root IntlProvider renders with; error pages outside a language route use them too. */
export const useI18nStore = create<I18nState>()((set) => ({
  language: defaultLanguage,
  messages: {},
  setMessages: (language, messages) => set({ language, messages }),
}));
