import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useMatches } from 'react-router';
import type { Language } from '@/shared/config/languages';

/**
 * `<html lang>` and the document title follow the route; after a navigation, focus moves to the
 * page's heading so screen-reader and keyboard users start at the new content.
 */
export function useDocumentHead(language: Language): void {
  const intl = useIntl();
  const matches = useMatches();
  const { pathname } = useLocation();
  const first = useRef(true);
  const titleId = [...matches]
    .reverse()
    .map((m) => (m.handle as { titleId?: string } | undefined)?.titleId)
    .find(Boolean);

  useEffect(() => {
    document.documentElement.lang = language;
    const page = titleId ? intl.formatMessage({ id: titleId }, { path: pathname }) : '';
    const shop = intl.formatMessage({ id: 'app.name' });
    document.title = page ? `${page} | ${shop}` : shop;
  }, [intl, language, pathname, titleId]);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const heading = document.querySelector<HTMLElement>('main h1');
    if (heading) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    }
    window.scrollTo(0, 0);
  }, [pathname]);
}
