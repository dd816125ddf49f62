import { useCallback, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useMatches } from 'react-router';
import type { Language } from '@/shared/config/languages';
import { paths } from '@/shared/config/paths';
import { shopIdentity } from '@/shared/api/contract/shop-identity';
import { siteUrl } from '@/shared/config/site';
import { applyHead } from '../seo/apply-head';
import { buildHeadTags, type HeadData, type HeadTag } from '../seo/head-tags';
import { organizationJsonLd } from '@/shared/seo/organization-json-ld';
import { useHeadCollector, usePageHeadStore, type PageHead } from '@/shared/seo/page-head';

/** What a route's `handle` says about its head (src/app/router/routes.tsx). */
export interface RouteHeadHandle {
  titleId?: string;
  descriptionId?: string;
  /** Private or transient pages: `<meta name="robots" content="noindex, follow">`. */
  noindex?: boolean;
}

/** The deepest matched route that sets the field wins. */
function fromHandles<K extends keyof RouteHeadHandle>(
  handles: readonly (RouteHeadHandle | undefined)[],
  key: K,
): RouteHeadHandle[K] | undefined {
  return handles.findLast((handle) => handle?.[key] !== undefined)?.[key];
}

export interface DocumentHead {
  language: Language;
  title: string;
  tags: HeadTag[];
}

/** The home page also describes the shop itself (its name, address, numbers and contact). */
function organization(language: Language, pathname: string) {
  const home = paths.home.getHref(language);
  return pathname === home ? [organizationJsonLd(shopIdentity, siteUrl, home)] : [];
}

/**
 * `<html lang>`, the document title and the head tags (description, robots, canonical, hreflang,
 * Open Graph, JSON-LD) follow the route and what the page publishes (usePageHead); after a
 * navigation, focus moves to the page's heading so screen-reader and keyboard users start at the
 * new content. Rendered in Node, the same head goes to the collector instead.
 */
export function useDocumentHead(language: Language): void {
  const intl = useIntl();
  const matches = useMatches();
  const { pathname, search } = useLocation();
  const first = useRef(true);
  const handles = matches.map((m) => m.handle as RouteHeadHandle | undefined);
  const titleId = fromHandles(handles, 'titleId');
  const descriptionId = fromHandles(handles, 'descriptionId') ?? 'seo.default.description';
  const routeNoindex = fromHandles(handles, 'noindex') ?? false;

  const headFor = useCallback(
    (page: PageHead): DocumentHead => {
      const shop = shopIdentity.name;
      const pageTitle =
        page.title ?? (titleId ? intl.formatMessage({ id: titleId }, { path: pathname }) : '');
      const title = pageTitle ? `${pageTitle} | ${shop}` : shop;
      const data: HeadData = {
        title,
        description: page.description ?? intl.formatMessage({ id: descriptionId }),
        noindex: routeNoindex || Boolean(page.noindex),
        ogType: page.ogType ?? 'website',
        image: page.image ?? null,
        jsonLd: [...(page.jsonLd ?? []), ...organization(language, pathname)],
      };
      const context = { siteUrl, siteName: shop, language, pathname, search };
      return { language, title, tags: buildHeadTags(data, context) };
    },
    [intl, language, pathname, search, titleId, descriptionId, routeNoindex],
  );
  const collector = useHeadCollector();
  collector?.publishDocument(headFor);

  useEffect(() => {
    const render = () => {
      const head = headFor(usePageHeadStore.getState().head ?? {});
      document.documentElement.lang = head.language;
      applyHead(document, head.title, head.tags);
    };
    render();
    return usePageHeadStore.subscribe(render);
  }, [headFor]);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    focusPageHeading();
    window.scrollTo(0, 0);
  }, [pathname]);
}

/** The focus on the page's heading, where a screen-reader or keyboard user starts reading. */
export function focusPageHeading(): void {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}
