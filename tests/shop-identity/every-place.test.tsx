/**
 * The shop's identity is set once, in shop.config.json (docs/decisions/0069-shop-identity-in-one-file.md):
 * with other values there, every place of the shop that shows them shows the new ones: the footer,
 * the document title, the help-contact and about-us pages and the home page's structured data
 * (the invoice and the order mails: demo-api/shop-identity.test.ts).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

const other = vi.hoisted(() => ({
  name: 'Zakkenhuis',
  legalName: 'Zakkenhuis Handel N.V.',
  address: { street: 'Havenkade 7', postalCode: '9711 AB', city: 'Groningen', countryId: 'NL' },
  kvkNumber: '76543210',
  vatNumber: 'NL987654321B02',
  iban: 'NL02 RABO 0123 4567 89',
  email: 'klantenservice@zakkenhuis.example',
  telephone: '+31 50 765 43 21',
  logo: '/brand/zakkenhuis.png',
}));

vi.mock('../../shop.config.json', () => ({ default: other }));
// The setup file has loaded the shop (through the demo API) with the real file already: the app
// is loaded afresh, so its modules read the file above.
vi.resetModules();
const { renderApp } = await import('../render-app');

describe('with another shop in shop.config.json', () => {
  it('the footer and the document title name it', async () => {
    await renderApp('/en/shippingcosts');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shipping costs' })).toBeVisible();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(/© \d{4} Zakkenhuis · Prices/);
    await waitFor(() => expect(document.title).toBe('Shipping costs | Zakkenhuis'));
  });

  it('the help-contact page gives its e-mail, telephone and postal address', async () => {
    await renderApp('/nl/help-contact');
    const email = await screen.findAllByRole('link', { name: other.email });
    expect(email[0]).toHaveAttribute('href', `mailto:${other.email}`);
    expect(screen.getByRole('link', { name: other.telephone })).toHaveAttribute(
      'href',
      'tel:+31507654321',
    );
    expect(
      screen.getByText('Post: Zakkenhuis Handel N.V., Havenkade 7, 9711 AB Groningen'),
    ).toBeInTheDocument();
  });

  it('the about-us page gives its company details', async () => {
    await renderApp('/fr/about-us');
    const name = await screen.findByText(other.legalName);
    const details = name.closest('ul');
    expect(details).not.toBeNull();
    const list = within(details as HTMLElement);
    expect(list.getByText('Havenkade 7, 9711 AB Groningen, Pays-Bas')).toBeInTheDocument();
    expect(list.getByText('Registre du commerce (KvK) : 76543210')).toBeInTheDocument();
    expect(list.getByText('Numéro de TVA : NL987654321B02')).toBeInTheDocument();
  });

  it('the home page describes it as structured data', async () => {
    await renderApp('/de');
    const shop = await waitFor(() => {
      const found = [...document.head.querySelectorAll('script[type="application/ld+json"]')]
        .map((script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>)
        .find((data) => data['@type'] === 'OnlineStore');
      expect(found).toBeDefined();
      return found;
    });
    expect(shop).toMatchObject({
      name: 'Zakkenhuis',
      legalName: other.legalName,
      email: other.email,
      telephone: other.telephone,
      vatID: other.vatNumber,
      iso6523Code: '0106:76543210',
      address: {
        streetAddress: 'Havenkade 7',
        postalCode: '9711 AB',
        addressLocality: 'Groningen',
      },
    });
    expect(shop?.logo).toMatch(/^https?:\/\/.+\/brand\/zakkenhuis\.png$/);
  });
});
