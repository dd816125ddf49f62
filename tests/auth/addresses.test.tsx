/**
 * Address management (requirements §9.5) with a real session: the shop's own sign-in through
 * the real supertokens-auth-react SDK against the demo FDI, then the address book and the
 * manage-address modal against the demo API. They are rendered in the app's providers with the
 * layout's modal hosts and toasts, as the profile page shows them.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ModalHosts } from '@/app/layout/modal-hosts';
import { AppProviders } from '@/app/providers/app-providers';
import { createQueryClient } from '@/app/providers/query-client';
import { AddressBook } from '@/features/account/addresses/address-book';
import { signIn } from '@/features/account/login/sign-in';
import { useSessionStore } from '@/features/account/session/session-store';
import { loadMessages } from '@/features/locale/lib/load-messages';
import { useI18nStore } from '@/features/locale/stores/i18n-store';
import { useModalStore } from '@/shared/ui/modal-store';
import { Toaster } from '@/shared/ui/toast/toaster';
import { useToastStore } from '@/shared/ui/toast/toast-store';
import { DEMO_PASSWORD } from '../../demo-api/db/users';
import { server } from '../msw-server';
import { clearBrowserState } from './sdk-harness';

const ANNA = 'anna@example.nl';
const DEKKER = 'inkoop@dekker-bouw.example.nl';

/** The address calls the page made, with their bodies, to check what was sent (and that nothing was). */
let calls: { method: string; path: string; body: unknown }[] = [];
let pending: Promise<void>[] = [];

beforeEach(() => {
  clearBrowserState();
  calls = [];
  pending = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (!path.startsWith('/api/addresses')) return;
    const read = request.method === 'GET' || request.method === 'DELETE';
    pending.push(
      (read ? Promise.resolve(undefined) : request.clone().json()).then((body: unknown) => {
        calls.push({ method: request.method, path, body });
      }),
    );
  });
});
afterEach(() => {
  server.events.removeAllListeners();
  // Still mounted here (the shared cleanup runs after this file's hooks).
  act(() => useModalStore.setState({ addressToManage: null }));
  clearBrowserState();
});

const changes = async () => {
  await Promise.all(pending);
  return calls.filter((call) => call.method !== 'GET');
};

function AddressesPage() {
  return (
    <>
      <AddressBook />
      <ModalHosts />
      <Toaster />
    </>
  );
}

/** Logs in for real, then shows the address book as the profile page holds it. */
async function renderAddressBook(email: string) {
  useToastStore.getState().clear();
  useSessionStore.setState({ status: 'unknown', userId: null });
  useI18nStore.getState().setMessages('en', await loadMessages('en'));
  expect(await signIn({ email, password: DEMO_PASSWORD })).toEqual({ kind: 'ok' });
  const router = createMemoryRouter([{ path: '/:lang/*', element: <AddressesPage /> }], {
    initialEntries: ['/en/dashboard/profile'],
  });
  render(
    <AppProviders queryClient={createQueryClient({ retry: 0 })}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  await screen.findByRole('heading', { level: 2, name: 'Delivery addresses' });
}

const card = (name: string) => screen.findByRole('article', { name });

async function openAddModal() {
  await userEvent.click(await screen.findByRole('button', { name: 'Add address' }));
  return formDialog('Add an address');
}

/** The address modal once its form is in (the form loads with the modal). */
async function formDialog(name: string): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name });
  await within(dialog).findByLabelText('Name', {}, { timeout: 10_000 });
  return dialog;
}

async function fillIn(dialog: HTMLElement, values: Record<string, string>) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) {
    const field = within(dialog).getByLabelText(label);
    if (field instanceof HTMLSelectElement) {
      await user.selectOptions(field, value);
    } else {
      await user.clear(field);
      await user.type(field, value);
    }
  }
}

const newAddress = {
  Name: 'Anna Jansen - werk',
  'Street and house number': 'Catharijnesingel 59',
  'Postal code': '2000',
  City: 'Utrecht',
  Country: 'BE',
  Telephone: '+31 30 123 4567',
};

// Each test signs in for real first; on a busy 2-core machine that alone takes seconds.
describe('the address book', { timeout: 20_000 }, () => {
  it('lists the saved address, marked as the main one, with its country by name', async () => {
    await renderAddressBook(ANNA);
    const anna = await card('Anna Jansen');
    expect(anna).toHaveTextContent('Main address');
    expect(anna).toHaveTextContent('Oudegracht 142 bis');
    expect(anna).toHaveTextContent('3511 AZ Utrecht');
    expect(await within(anna).findByText(/Netherlands/)).toBeInTheDocument();
    expect(anna).toHaveTextContent('Tel. +31 6 2418 7730');
    // The main address cannot be made main again.
    expect(within(anna).queryByRole('button', { name: 'Make main address' })).toBeNull();
  });

  it("shows a business account's several delivery addresses, the flagged one as main", async () => {
    await renderAddressBook(DEKKER);
    const soest = await card('Dekker Bouw B.V.');
    const huizen = await card('Dekker Bouw B.V. - werkplaats');
    expect(soest).toHaveTextContent('Main address');
    expect(huizen).not.toHaveTextContent('Main address');
    expect(
      within(huizen).getByRole('button', { name: 'Make main address' }),
    ).toHaveAccessibleDescription('Dekker Bouw B.V. - werkplaats');
  });

  it('adds an address: the POST carries the form, the modal closes and the new card appears', async () => {
    await renderAddressBook(ANNA);
    const dialog = await openAddModal();
    await fillIn(dialog, newAddress);
    await userEvent.click(within(dialog).getByLabelText('Use as main address'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));

    const added = await card('Anna Jansen - werk');
    expect(added).toHaveTextContent('Main address');
    expect(await card('Anna Jansen')).not.toHaveTextContent('Main address');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('Address added')).toBeInTheDocument();
    expect(await changes()).toEqual([
      {
        method: 'POST',
        path: '/api/addresses',
        body: {
          name: 'Anna Jansen - werk',
          address: 'Catharijnesingel 59',
          postalcode: '2000',
          city: 'Utrecht',
          country: 'BE',
          telephone: '+31 30 123 4567',
          isDefaultDelivery: true,
        },
      },
    ]);
  });

  it('changes an address in the modal, filled in with what it was', async () => {
    await renderAddressBook(ANNA);
    await userEvent.click(
      within(await card('Anna Jansen')).getByRole('button', { name: 'Change' }),
    );
    const dialog = await formDialog('Change address');
    expect(within(dialog).getByLabelText('Street and house number')).toHaveValue(
      'Oudegracht 142 bis',
    );
    expect(within(dialog).getByLabelText('Use as main address')).toBeChecked();
    await fillIn(dialog, { City: 'Utrecht Centrum' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));

    await waitFor(async () =>
      expect(await card('Anna Jansen')).toHaveTextContent('3511 AZ Utrecht Centrum'),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('Address changed')).toBeInTheDocument();
    const [put] = await changes();
    expect(put).toMatchObject({
      method: 'PUT',
      path: '/api/addresses/addr-anna-utrecht',
      body: { city: 'Utrecht Centrum', isDefaultDelivery: true, country: 'NL' },
    });
  });

  it('makes another address the main one and moves focus to it', async () => {
    await renderAddressBook(DEKKER);
    const huizen = await card('Dekker Bouw B.V. - werkplaats');
    await userEvent.click(within(huizen).getByRole('button', { name: 'Make main address' }));

    await waitFor(() => expect(huizen).toHaveTextContent('Main address'));
    expect(await card('Dekker Bouw B.V.')).not.toHaveTextContent('Main address');
    expect(
      within(huizen).getByRole('heading', { name: 'Dekker Bouw B.V. - werkplaats' }),
    ).toHaveFocus();
    expect(await screen.findByText('Main address changed')).toBeInTheDocument();
    expect(await changes()).toEqual([
      {
        method: 'PUT',
        path: '/api/addresses/addr-dekker-huizen',
        body: expect.objectContaining({
          name: 'Dekker Bouw B.V. - werkplaats',
          isDefaultDelivery: true,
        }),
      },
    ]);
  });

  it("says 'Address not found' when the address to make main is gone on the server", async () => {
    await renderAddressBook(DEKKER);
    server.use(
      http.put('*/api/addresses/:id', () =>
        HttpResponse.json({ message: 'Address not found', code: 'NOT_FOUND' }, { status: 404 }),
      ),
    );
    const huizen = await card('Dekker Bouw B.V. - werkplaats');
    await userEvent.click(within(huizen).getByRole('button', { name: 'Make main address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Address not found');
    expect(huizen).not.toHaveTextContent('Main address');
  });

  it('asks before deleting: cancel keeps the address, delete removes it with the green toast', async () => {
    await renderAddressBook(ANNA);
    const anna = await card('Anna Jansen');
    await userEvent.click(within(anna).getByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this address?' });
    expect(dialog).toHaveTextContent('Anna Jansen, Oudegracht 142 bis, Utrecht');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await card('Anna Jansen')).toBeInTheDocument();
    expect(await changes()).toEqual([]);

    await userEvent.click(within(anna).getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this address?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Address deleted')).toBeInTheDocument();
    expect(screen.getByText('The address has been deleted')).toBeInTheDocument();
    expect(useToastStore.getState().toasts.at(-1)).toMatchObject({ tone: 'success' });
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Anna Jansen' })).toBeNull());
    expect(screen.getByText('No addresses yet')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Delivery addresses' })).toHaveFocus();
    expect(await changes()).toEqual([
      { method: 'DELETE', path: '/api/addresses/addr-anna-utrecht', body: undefined },
    ]);
  });

  it('keeps the confirmation open and says so when the delete fails', async () => {
    await renderAddressBook(ANNA);
    server.use(
      http.delete('*/api/addresses/:id', () =>
        HttpResponse.json({ message: 'down' }, { status: 500 }),
      ),
    );
    await userEvent.click(
      within(await card('Anna Jansen')).getByRole('button', { name: 'Delete' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete this address?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The address could not be deleted',
    );
    expect(await card('Anna Jansen')).toBeInTheDocument();
  });
});

describe('the manage-address modal', { timeout: 20_000 }, () => {
  it('checks every field before calling the API: required, then invalid', async () => {
    await renderAddressBook(ANNA);
    const dialog = await openAddModal();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
    for (const label of ['Name', 'Street and house number', 'Postal code', 'City']) {
      const field = within(dialog).getByLabelText(label);
      await waitFor(() => expect(field).toHaveAccessibleDescription('This field is required'));
      expect(field).toHaveAttribute('aria-invalid', 'true');
    }
    // The country is never empty: a new address starts in the one the shop delivers to.
    expect(within(dialog).getByLabelText('Country')).toHaveValue('NL');
    expect(within(dialog).getByLabelText('Country')).not.toHaveAttribute('aria-invalid');
    // The telephone carries a hint as well as its error.
    expect(within(dialog).getByLabelText('Telephone')).toHaveAccessibleDescription(
      /This field is required/,
    );

    await fillIn(dialog, { ...newAddress, 'Postal code': '1', Telephone: '06-CALL-ME' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Telephone')).toHaveAccessibleDescription(
        /This field is invalid/,
      ),
    );
    expect(within(dialog).getByLabelText('Postal code')).toHaveAccessibleDescription(
      'Too short: at least 2',
    );
    expect(within(dialog).getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(await changes()).toEqual([]);
  });

  it('keeps the modal open with the values and shows the error when adding fails', async () => {
    await renderAddressBook(ANNA);
    server.use(
      http.post('*/api/addresses', () => HttpResponse.json({ message: 'down' }, { status: 500 })),
    );
    const dialog = await openAddModal();
    await fillIn(dialog, newAddress);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The address could not be saved');
    expect(alert).toHaveTextContent('Please try again in a moment.');
    expect(screen.getByRole('dialog', { name: 'Add an address' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Anna Jansen - werk');
    expect(within(dialog).getByLabelText('Country')).toHaveValue('BE');
    expect(screen.queryByRole('article', { name: 'Anna Jansen - werk' })).toBeNull();
  });

  it("puts the API's field errors (422) on their fields", async () => {
    await renderAddressBook(ANNA);
    server.use(
      http.post('*/api/addresses', () =>
        HttpResponse.json(
          {
            message: 'Some fields are invalid',
            code: 'VALIDATION_ERROR',
            fieldErrors: { country: 'The shop does not deliver to this country' },
          },
          { status: 422 },
        ),
      ),
    );
    const dialog = await openAddModal();
    await fillIn(dialog, newAddress);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Please check the marked fields.',
    );
    const country = within(dialog).getByLabelText('Country');
    expect(country).toHaveAttribute('aria-invalid', 'true');
    expect(country).toHaveAccessibleDescription('This field is invalid');
  });

  it('closes on cancel without saving', async () => {
    await renderAddressBook(ANNA);
    const dialog = await openAddModal();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(useModalStore.getState().addressToManage).toBeNull();
    expect(await changes()).toEqual([]);
  });
});

describe('loading and failing', { timeout: 20_000 }, () => {
  it('shows an error with a retry when the addresses cannot be loaded', async () => {
    server.use(
      http.get('*/api/addresses', () => HttpResponse.json({ message: 'down' }, { status: 500 }), {
        once: true,
      }),
    );
    await renderAddressBook(ANNA);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The addresses could not be loaded');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await card('Anna Jansen')).toBeInTheDocument();
  });

  it('offers to add the first address when there is none', async () => {
    server.use(http.get('*/api/addresses', () => HttpResponse.json([])));
    await renderAddressBook(ANNA);
    expect(await screen.findByText('No addresses yet')).toBeInTheDocument();
    const dialog = await openAddModal();
    // The first address is the main one: the box starts ticked.
    expect(within(dialog).getByLabelText('Use as main address')).toBeChecked();
  });
});
