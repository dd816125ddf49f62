import { useQueryClient } from '@tanstack/react-query';
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

  return (
    <label className={styles.switcher}>
      <span className="visually-hidden">{intl.formatMessage({ id: 'header.language' })}</span>
      <select
        value={language}
        onChange={(event) => void change(event.target.value)}
        className={toolbar.control}
      >
        {languages.map((code) => (
          <option key={code} value={code} lang={code}>
            {languageNames[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
