/**
 * The route tree of requirements §1.1, §1.2: everything lives under a language prefix; route modules load lazily
 * so each page's code stays off the first-paint path.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import {
  OutsideLayoutErrorPage,
  RouteErrorPage,
  UnmatchedRoutePage,
} from '../errors/route-error-page';
import { RootLayout } from '../layout/root-layout';
import { ShopLayout } from '../layout/shop-layout';
import { GuestOnly, RequireAuth } from './guards';
import { lazyRoute } from './lazy-route';
import {
  languageLoader,
  languageShouldRevalidate,
  loginRedirectLoader,
  rootRedirectLoader,
} from './language-loader';
import { infoPages, paths } from '@/shared/config/paths';

/**
 * A prerendered page's route names its module in its `handle` (`routeModule`: `home` for
 * src/app/routes/home.tsx): the build lets the page fetch that module's chunks with the app's entry.
 */
export interface RouteModuleHandle {
  routeModule?: string;
}

export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const home = lazyRoute(queryClient, () => import('../routes/home'));
  const info = lazyRoute(queryClient, () => import('../routes/info'));
  const results = lazyRoute(queryClient, () => import('../routes/results'));
  const detail = lazyRoute(queryClient, () => import('../routes/detail'));
  const login = lazyRoute(queryClient, () => import('../routes/login'));
  const signup = lazyRoute(queryClient, () => import('../routes/signup'));
  const registerPersonal = lazyRoute(queryClient, () => import('../routes/register-personal'));
  const registerCompany = lazyRoute(queryClient, () => import('../routes/register-company'));
  const registerCompanyId = lazyRoute(queryClient, () => import('../routes/register-company-id'));
  const passwordForgot = lazyRoute(queryClient, () => import('../routes/password-forgot'));
  const passwordReset = lazyRoute(queryClient, () => import('../routes/password-reset'));
  const magicLink = lazyRoute(queryClient, () => import('../routes/magic-link'));
  const profile = lazyRoute(queryClient, () => import('../routes/profile'));
  const contact = lazyRoute(queryClient, () => import('../routes/contact'));
  const favorites = lazyRoute(queryClient, () => import('../routes/favorites'));
  const machines = lazyRoute(queryClient, () => import('../routes/machines'));
  const checkout = lazyRoute(queryClient, () => import('../routes/checkout'));
  const orderAnonymous = lazyRoute(queryClient, () => import('../routes/order-anonymous'));
  const orderComplete = lazyRoute(queryClient, () => import('../routes/order-complete'));
  const orderLookup = lazyRoute(queryClient, () => import('../routes/order-lookup'));
  const orders = lazyRoute(queryClient, () => import('../routes/orders'));
  const orderDetail = lazyRoute(queryClient, () => import('../routes/order-detail'));
  const cart = lazyRoute(queryClient, () => import('../routes/cart'));
  /** A page's head (src/app/layout/use-document-head.ts): `page.{name}.title` and `.description`. */
  const head = (name: string, noindex = false) => ({
    titleId: `page.${name}.title`,
    descriptionId: `page.${name}.description`,
    ...(noindex ? { noindex: true } : {}),
  });
  // Every page routed through here is private or transient: noindex (its links are still followed).
  const route = (path: string, lazy: RouteObject['lazy'], titleId: string): RouteObject => ({
    path,
    lazy,
    handle: { titleId, descriptionId: titleId.replace(/\.title$/, '.description'), noindex: true },
  });
  return [
    {
      id: 'root',
      element: <RootLayout />,
      // Nothing until the first route's code, data and messages are in: no flash of untranslated UI.
      HydrateFallback: () => null,
      errorElement: <OutsideLayoutErrorPage />,
      children: [
        { index: true, loader: rootRedirectLoader },
        { path: 'login', loader: loginRedirectLoader },
        {
          path: ':lang',
          id: 'language',
          loader: languageLoader,
          shouldRevalidate: languageShouldRevalidate,
          element: <ShopLayout />,
          errorElement: <OutsideLayoutErrorPage />,
          children: [
            {
              errorElement: <RouteErrorPage />,
              children: [
                { index: true, lazy: home, handle: { ...head('home'), routeModule: 'home' } },
                {
                  path: paths.homeChild.path,
                  lazy: home,
                  handle: { ...head('home'), routeModule: 'home' },
                },
                ...infoPages.map((page): RouteObject => ({
                  path: page,
                  lazy: info,
                  // The description comes with the page's texts (features/info publishes it).
                  handle: { titleId: `info.${page}.title`, infoPage: page, routeModule: 'info' },
                })),
                {
                  path: paths.results.path,
                  lazy: results,
                  handle: { ...head('results'), routeModule: 'results' },
                },
                {
                  path: 'results',
                  lazy: results,
                  handle: { ...head('results'), routeModule: 'results' },
                },
                {
                  path: paths.detail.path,
                  lazy: detail,
                  handle: { ...head('detail'), routeModule: 'detail' },
                },
                route(paths.orderComplete.path, orderComplete, 'page.orderComplete.title'),
                route(paths.orderAnonymous.path, orderAnonymous, 'page.orderAnonymous.title'),
                // Open to everyone: the order mail's link must work whatever the browser's state.
                route(paths.orderLookup.path, orderLookup, 'page.orderLookup.title'),
                route(paths.passwordReset.path, passwordReset, 'page.passwordReset.title'),
                route(paths.cart.path, cart, 'page.cart.title'),
                route(paths.checkout.path, checkout, 'page.checkout.title'),
                {
                  element: <GuestOnly />,
                  children: [
                    {
                      path: paths.login.path,
                      lazy: login,
                      handle: head('login', true),
                    },
                    route(paths.signup.path, signup, 'page.signup.title'),
                    route(paths.passwordForgot.path, passwordForgot, 'page.passwordForgot.title'),
                    route(
                      paths.registerPersonal.path,
                      registerPersonal,
                      'page.registerPersonal.title',
                    ),
                    route(
                      paths.registerCompany.path,
                      registerCompany,
                      'page.registerCompany.title',
                    ),
                    route(
                      paths.registerCompanyId.path,
                      registerCompanyId,
                      'page.registerCompanyId.title',
                    ),
                  ],
                },
                // The magic link must work even when a session exists already (e.g. another tab).
                route(paths.magicLink.path, magicLink, 'page.magicLink.title'),
                {
                  element: <RequireAuth />,
                  children: [
                    route(paths.profile.path, profile, 'page.profile.title'),
                    route(paths.contact.path, contact, 'page.contact.title'),
                    route(paths.favorites.path, favorites, 'page.favorites.title'),
                    route(paths.machines.path, machines, 'page.machines.title'),
                    route(paths.orders.path, orders, 'page.orders.title'),
                    route(paths.orderDetail.path, orderDetail, 'page.orderDetail.title'),
                  ],
                },
                {
                  path: '*',
                  element: <UnmatchedRoutePage />,
                  handle: head('notFound', true),
                },
              ],
            },
          ],
        },
        // "//nl//…": no language segment at all; the language loader tidies it, else it is a 404
        // as an unknown prefix is.
        { path: '*', loader: languageLoader },
      ],
    },
  ];
}
