/**
 * A guest's heart on a product page (requirements §9.5) in the whole app, with the real SDK against the
 * demo FDI: it opens the login dialog, and the product becomes a favourite once the guest has
 * logged in there or registered from there; closing the dialog without logging in adds nothing.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signIn } from '@/features/account/login/sign-in';
import { useSessionStore } from '@/features/account/session/session-store';
import { useDeliveryTargetStore } from '@/shared/shopper/delivery-target-store';
import { useModalStore } from '@/shared/ui/modal-store';
import { catalog } from '../../demo-api/db/catalog/index';
import { favorites } from '../../demo-api/db/favorites';
import { DEMO_PASSWORD } from '../../demo-api/db/users';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { clearBrowserState, STRONG_PASSWORD } from '../auth/sdk-harness';

const SLUG = 'nilfisk/attix-30/synthetic-dust-bags-5-layer';
const DETAIL = `/en/detail/${SLUG}`;
const FAMILY_ID = catalog().families.find((family) => family.slug === SLUG)!.id;

/** Every PUT favorites/{id} the shop sent. */
const puts: string[] = [];

beforeEach(() => {
  clearBrowserState();
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (request.method === 'PUT' && path.startsWith('/api/favorites/'))
      puts.push(decodeURIComponent(path.slice('/api/favorites/'.length)));
  });
});
afterEach(() => {
  server.events.removeAllListeners();
  puts.length = 0;
  act(() => useModalStore.setState({ loginModalOpen: false }));
  clearBrowserState();
});

/** The lazy route, the SDK and the demo FDI: more than the default wait on a busy machine. */
const patient = { timeout: 10_000 };
const heart = () => screen.getByRole('button', { name: 'Favourite' });

/** The product page as a guest, the heart pressed: the login dialog it opens. */
async function pressHeartAsGuest(user: ReturnType<typeof userEvent.setup>) {
  const view = await renderApp(DETAIL);
  await screen.findByRole('heading', { level: 1 }, patient);
  await waitFor(() => expect(heart()).toBeEnabled(), patient);
  await user.click(heart());
  const dialog = await screen.findByRole('dialog', { name: 'Log in to continue' }, patient);
  return { ...view, dialog };
}

describe("a guest's favourite", { timeout: 30_000 }, () => {
  it('is added once the guest logs in through the dialog the heart opened', async () => {
    const user = userEvent.setup({ delay: null });
    const { dialog, router } = await pressHeartAsGuest(user);
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    // The list the heart asks for as the session arrives is read before the PUT lands and
    // answered after it: the page must ask again rather than believe that answer. (With anna's
    // country already chosen, no change of context after the login asks again by chance.)
    act(() => useDeliveryTargetStore.setState({ countryId: 'NL' }));
    server.use(
      http.get(
        '*/api/favorites',
        async () => {
          await delay(400);
          return HttpResponse.json([]);
        },
        { once: true },
      ),
    );
    await user.type(
      await within(dialog).findByLabelText('Email address', {}, patient),
      'anna@example.nl',
    );
    await user.type(within(dialog).getByLabelText('Password'), DEMO_PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(useModalStore.getState().loginModalOpen).toBe(false), patient);
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'), patient);
    expect(router.state.location.pathname).toBe(DETAIL);
    expect(puts).toEqual([FAMILY_ID]);
    expect(favorites.list('user-anna')).toEqual([FAMILY_ID]);
    expect(sessionStorage.getItem('shop-pending-favorite')).toBeNull();
  });

  it('is dropped when the guest closes the dialog: a later login adds nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const { dialog } = await pressHeartAsGuest(user);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(useModalStore.getState().loginModalOpen).toBe(false));

    expect(await signIn({ email: 'anna@example.nl', password: DEMO_PASSWORD })).toEqual({
      kind: 'ok',
    });
    await waitFor(() => expect(useSessionStore.getState().status).toBe('present'));
    // The heart asks for the list now; it stays off, and nothing was put.
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'false'), patient);
    expect(puts).toEqual([]);
    expect(favorites.list('user-anna')).toEqual([]);
  });

  it('is added after registering from the dialog, back on the product page', async () => {
    const user = userEvent.setup({ delay: null });
    const { dialog, router } = await pressHeartAsGuest(user);
    await user.click(await within(dialog).findByRole('link', { name: 'Register here' }, patient));
    await screen.findByRole('heading', { level: 1, name: 'Create an account' }, patient);
    expect(router.state.location.search).toBe(`?returnTo=${encodeURIComponent(DETAIL)}`);
    await user.click(screen.getByRole('radio', { name: 'For myself' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('radio', { name: 'Ms' }, patient));
    await user.type(screen.getByLabelText('First name'), 'Fleur');
    await user.type(screen.getByLabelText('Last name'), 'van Dijk');
    await user.type(screen.getByLabelText('Email address'), `heart-${Date.now()}@example.nl`);
    await user.type(screen.getByLabelText('Password'), STRONG_PASSWORD);
    await user.type(screen.getByLabelText('Password again'), STRONG_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Finish registration' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(DETAIL), patient);
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'), patient);
    expect(puts).toEqual([FAMILY_ID]);
    const userId = useSessionStore.getState().userId ?? '';
    expect(favorites.list(userId)).toEqual([FAMILY_ID]);
  });
});
