/**
 * The cart states its thresholds on the buyer's VAT basis (requirements §3.2): what is left for
 * free shipping and the shop-wide discount's minimum order come from the API excl. VAT, so a
 * private buyer, who sees prices incl. VAT, reads them incl. the VAT of the delivery country
 * (no country chosen: the Netherlands, 21%); a business buyer reads them excl. VAT.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CartCalculation } from '@/shared/api/contract/cart';
import type { AccountType } from '@/shared/api/contract/common';
import { useCartStore } from '@/shared/cart/cart-store';
import { formatCents } from '@/shared/api/contract/formats';
import { catalog } from '../../demo-api/db/catalog';
import { renderApp } from '../render-app';

/** One cheap pack in stock: well below the Dutch free-shipping threshold of € 75,00 excl. VAT. */
const CHEAP = [...catalog().packagingById.values()]
  .map(({ packaging }) => packaging)
  .find((p) => p.stock > 0 && p.priceExclVat < 3000)!.id;

const euro = (cents: number) => formatCents(cents).replace(/\s/g, ' ');

async function apiCalculation(accountType: AccountType): Promise<CartCalculation> {
  const response = await fetch(new URL('/api/cart/calculate', window.location.origin), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-locale': 'en',
      'x-account-type': accountType,
      'x-country-code': 'null',
    },
    body: JSON.stringify({ products: [{ id: CHEAP, amount: 1 }], deliveryAddress: null }),
  });
  return (await response.json()) as CartCalculation;
}

async function openCart() {
  await renderApp('/en/dashboard/cart');
  await screen.findByRole('heading', { level: 1, name: 'Shopping cart' }, { timeout: 5000 });
  act(() =>
    useCartStore.setState({
      items: [{ productId: CHEAP, amount: 1, dateAdded: '2026-11-21T10:00:00.000Z' }],
    }),
  );
}

afterEach(() => {
  document.cookie = 'accountType=;expires=Thu, 01 Jan 1970 00:00:00 GMT;path=/';
});

describe("the cart: thresholds on the buyer's VAT basis", () => {
  it('tells a private buyer what is left for free shipping and the discount minimum incl. VAT', async () => {
    const left = (await apiCalculation('personal')).leftForFreeShippingExclVat!;
    expect(left).toBeGreaterThan(0);
    await openCart();
    // 21% Dutch VAT on what is left, rounded half up to the cent.
    const leftInclVat = left + Math.floor((left * 21 + 50) / 100);
    expect(
      await screen.findByText(/for free shipping/, undefined, { timeout: 5000 }),
    ).toHaveTextContent(`Spend ${euro(leftInclVat)} more (incl. VAT) for free shipping`);
    // The discount's € 250,00 excl. VAT is € 302,50 incl. 21% VAT.
    await waitFor(() =>
      expect(screen.getByText(/off orders from/)).toHaveTextContent(
        '5% off orders from € 302,50 (incl. VAT)',
      ),
    );
  });

  it('tells a business buyer both excl. VAT, as the API gives them', async () => {
    document.cookie = 'accountType=business;path=/';
    const left = (await apiCalculation('business')).leftForFreeShippingExclVat!;
    await openCart();
    expect(
      await screen.findByText(/for free shipping/, undefined, { timeout: 5000 }),
    ).toHaveTextContent(`Spend ${euro(left)} more (excl. VAT) for free shipping`);
    expect(await screen.findByText(/off orders from/)).toHaveTextContent(
      '5% off orders from € 250,00 (excl. VAT)',
    );
  });
});
