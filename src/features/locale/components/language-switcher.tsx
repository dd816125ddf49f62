import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import {
  languageNames,
  languages,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_DAYS,
  isLanguage,
} from '@/shared/config/languages';
import { switchLanguagePath } from '@/shared/config/paths';
import { writeCookie } from '@/shared/lib/cookies';
import { useLanguage } from '@/shared/shopper/use-shopper-context';
import * as toolbar from '@/shared/ui/toolbar.module.css';
import { useI18nStore } from '../stores/i18n-store';
import styles from './language-switcher.module.css';

/**
 * Switching language keeps the rest of the path and, once the new messages are in, sets the
 * language cookie (365 days) and reloads the country list (its key holds the language) and force-reloads
 * the add-on list (requirements §2.3).
 */
export function LanguageSwitcher() {
  const intl = useIntl();
  const language = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const change = async (next: string) => {
    if (!isLanguage(next) || next === language) return;
    await navigate(
      `${switchLanguagePath(location.pathname, next)}${location.search}${location.hash}`,
    );
    // Messages that could not load leave the page in its language (the language loader): the
    // cookie keeps only a language the shop has shown, so `/` opens in one it can show.
    if (useI18nStore.getState().language !== next) return;
    writeCookie(LANGUAGE_COOKIE, next, LANGUAGE_COOKIE_DAYS);
    await queryClient.invalidateQueries({ queryKey: ['addons'], refetchType: 'all' });
  };

  const { chosen, selectProps } = useChoiceOnConfirm(language, (next) => void change(next));

  return (
    <label className={styles.switcher}>
      <span className="visually-hidden">{intl.formatMessage({ id: 'header.language' })}</span>
      <select value={chosen} className={toolbar.control} {...selectProps}>
        {languages.map((code) => (
          <option key={code} value={code} lang={code}>
            {languageNames[code]}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * A closed select changes its value at every arrow key in Chromium and Firefox on Windows and
 * Linux: a keyboard user stepping from Nederlands to Français loaded English and German on the way
 * (WCAG 3.2.2). A value stepped to by keys is shown and taken on Enter or when the select loses
 * the focus; one chosen from the open list, by pointer or touch, is taken at once.
 */
function useChoiceOnConfirm(current: string, take: (value: string) => void) {
  const [stepped, setStepped] = useState<string | null>(null);
  const stepping = useRef(false);
  const confirm = () => {
    if (stepped === null) return;
    setStepped(null);
    if (stepped !== current) take(stepped);
  };
  return {
    chosen: stepped ?? current,
    selectProps: {
      onKeyDown: (event: KeyboardEvent<HTMLSelectElement>) => {
        if (event.key === 'Enter') {
          if (stepped === null) return;
          event.preventDefault();
          confirm();
          return;
        }
        // The change a key makes (an arrow, Home, a letter) comes in the same task as its
        // keydown; Space and Alt+ArrowDown open the list, whose choice comes later.
        stepping.current = true;
        setTimeout(() => (stepping.current = false));
      },
      onChange: (event: ChangeEvent<HTMLSelectElement>) => {
        if (stepping.current) setStepped(event.target.value);
        else take(event.target.value);
      },
      onBlur: confirm,
    },
  };
}
