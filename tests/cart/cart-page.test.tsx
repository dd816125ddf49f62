/**
 * The cart page against the demo API's handlers: lines, amounts, totals (checked against the
 * server's own calculation), removal, the empty cart, a failed calculation and business prices.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCartStore } from '@/shared/cart/cart-store';
import type { CartCalculation } from '@/shared/api/contract/cart';
import type { ProductResult } from '@/shared/api/contract/products';
import { formatCents } from '@/shared/api/contract/formats';
import { catalog } from '../../demo-api/db/catalog';
import { server } from '../msw-server';
import { renderApp } from '../render-app';

type AccountType = 'personal' | 'business';
const headers = (accountType: AccountType) => ({
  'content-type': 'application/json',
  'x-locale': 'en',
  'x-account-type': accountType,
  'x-country-code': 'null',
});

/** The server's own answers, so the page is checked against its numbers, not recomputed ones. */
async function apiCalculation(
  lines: [string, number][],
  accountType: AccountType = 'personal',
): Promise<CartCalculation> {
  const response = await fetch(new URL('/api/cart/calculate', window.location.origin), {
    method: 'POST',
    headers: headers(accountType),
    body: JSON.stringify({
      products: lines.map(([id, amount]) => ({ id, amount })),
      deliveryAddress: null,
    }),
  });
  return (await response.json()) as CartCalculation;
}
async function apiProduct(id: string): Promise<ProductResult> {
  const response = await fetch(new URL(`/api/products/result/${id}`, window.location.origin), {
    headers: headers('personal'),
  });
  return (await response.json()) as ProductResult;
}

const packagings = [...catalog().packagingById.values()].map(({ packaging }) => packaging);
const inStock = packagings.filter((p) => p.stock > 0);
const FIRST = inStock[0]!.id;
const SECOND = inStock.find((p) => p.familyId !== inStock[0]!.familyId)!.id;
const OUT_OF_STOCK = packagings.find((p) => p.stock === 0)!.id;
/** A packaging of Nilfisk, whose 10 % brand discount the product pages show in their price. */
const NILFISK = [...catalog().packagingById.values()].find(
  ({ family, packaging }) => family.brandId === 'b-nilfisk' && packaging.stock > 0,
)!.packaging.id;

/** A line is named by its product and pack size (two packs of one family can both be in it). */
const lineName = (result: ProductResult) =>
  `${result.name} ${result.product.amount} pieces per pack`;

const euro = (cents: number) => formatCents(cents).replace(/\s/g, ' ');

async function openCart(lines: [string, number][]) {
  const view = await renderApp('/en/dashboard/cart');
  await screen.findByRole('heading', { level: 1, name: 'Shopping cart' }, { timeout: 5000 });
  act(() =>
    useCartStore.setState({
      items: lines.map(([productId, amount]) => ({
        productId,
        amount,
        dateAdded: '2026-11-21T10:00:00.000Z',
      })),
    }),
  );
  return view;
}

const summary = () => screen.getByRole('region', { name: 'Summary' });

afterEach(() => {
  document.cookie = 'accountType=;expires=Thu, 01 Jan 1970 00:00:00 GMT;path=/';
});

describe('the cart page', () => {
  it('shows each line with its product, amount and line total, and the totals', async () => {
    const [first, second] = await Promise.all([apiProduct(FIRST), apiProduct(SECOND)]);
    const expected = await apiCalculation([
      [FIRST, 2],
      [SECOND, 1],
    ]);
    await openCart([
      [FIRST, 2],
      [SECOND, 1],
    ]);
    const firstLine = await screen.findByRole('article', { name: lineName(first) });
    expect(within(firstLine).getByRole('link', { name: first.name })).toHaveAttribute(
      'href',
      `/en/detail/${first.slug}`,
    );
    expect(within(firstLine).getByRole('textbox', { name: /Quantity of/ })).toHaveValue('2');
    expect(firstLine).toHaveTextContent(`${first.product.amount} pieces per pack`);
    expect(await screen.findByRole('article', { name: lineName(second) })).toBeInTheDocument();

    const line = expected.lines.find((l) => l.productId === FIRST)!;
    await waitFor(() => expect(firstLine).toHaveTextContent(euro(line.lineTotalInclVat)));
    await waitFor(() =>
      expect(summary()).toHaveTextContent(`Total incl. VAT${euro(expected.totalInclVat)}`),
    );
    expect(summary()).toHaveTextContent(`Subtotal${euro(expected.subtotalInclVat)}`);
    expect(summary()).toHaveTextContent(`VAT included (${expected.vatRate}%)${euro(expected.vat)}`);
    // The box count says what it counts (a few packs fit in one box).
    expect(expected.boxes).toBe(1);
    expect(summary()).toHaveTextContent('Shipped in1 box');
    expect(screen.getByRole('link', { name: 'Order' })).toHaveAttribute(
      'href',
      '/en/dashboard/checkout',
    );
  });

  it("opens a line's product on the line's packaging", async () => {
    const user = userEvent.setup();
    // A packaging that is not its family's smallest, which the product page would open on.
    const larger = inStock.find((p) => {
      const family = packagings.filter((other) => other.familyId === p.familyId);
      return Math.min(...family.map((other) => other.amount)) < p.amount;
    })!;
    const result = await apiProduct(larger.id);
    await openCart([[larger.id, 1]]);
    const line = await screen.findByRole('article', { name: lineName(result) });
    await user.click(within(line).getByRole('link', { name: result.name }));

    const packs = await screen.findByRole(
      'group',
      { name: 'Choose your pack size' },
      { timeout: 5000 },
    );
    expect(
      within(packs).getByRole('radio', { name: new RegExp(`^${larger.amount} pieces`) }),
    ).toBeChecked();
  });

  it('shows a brand-discounted line at the price the product page showed, the discount once', async () => {
    const product = await apiProduct(NILFISK);
    const shown = product.product.priceInclVat;
    const before = product.product.originalPriceInclVat;
    expect(before).toBeGreaterThan(shown);
    await openCart([[NILFISK, 2]]);
    const line = await screen.findByRole('article', { name: lineName(product) });
    // Once calculated: the subtotal is two packagings at the product page's price.
    await waitFor(() => expect(summary()).toHaveTextContent(`Subtotal${euro(2 * shown)}`));
    expect(line).toHaveTextContent(`Price per pack: was ${euro(before!)} ${euro(shown)} incl. VAT`);
    expect(line).toHaveTextContent(euro(2 * shown));
    // The brand discount is in the line's price: no row takes it off again.
    expect(summary()).not.toHaveTextContent(/discount/i);
  });

  it('changes amounts with the buttons and a typed quantity, and recalculates', async () => {
    const first = await apiProduct(FIRST);
    await openCart([[FIRST, 1]]);
    const line = await screen.findByRole('article', { name: lineName(first) });
    const user = userEvent.setup();
    await user.click(within(line).getByRole('button', { name: /One more/ }));
    expect(useCartStore.getState().items[0]?.amount).toBe(2);
    const field = within(line).getByRole('textbox', { name: /Quantity of/ });
    await user.clear(field);
    await user.type(field, '7{Enter}');
    expect(useCartStore.getState().items[0]?.amount).toBe(7);
    await user.click(within(line).getByRole('button', { name: /One less/ }));
    expect(useCartStore.getState().items[0]?.amount).toBe(6);
    const expected = await apiCalculation([[FIRST, 6]]);
    await waitFor(() =>
      expect(summary()).toHaveTextContent(`Total incl. VAT${euro(expected.totalInclVat)}`),
    );
  });

  it('removes a line, and shows the empty cart when the last one goes', async () => {
    const [first, second] = await Promise.all([apiProduct(FIRST), apiProduct(SECOND)]);
    await openCart([
      [FIRST, 1],
      [SECOND, 3],
    ]);
    const user = userEvent.setup();
    await screen.findByRole('article', { name: lineName(first) });
    await user.click(
      screen.getByRole('button', {
        name: `Remove ${first.name} (${first.product.amount} pieces per pack)`,
      }),
    );
    expect(screen.queryByRole('article', { name: lineName(first) })).not.toBeInTheDocument();
    expect(
      screen
        .getByText(
          `${first.name} (${first.product.amount} pieces per pack) has been removed from your cart.`,
        )
        .closest('[role="status"]'),
    ).toBeInTheDocument();
    const secondLine = screen.getByRole('article', { name: lineName(second) });
    await user.click(within(secondLine).getByRole('button', { name: /^Remove/ }));
    expect(
      await screen.findByRole('heading', { name: 'No products in your shopping cart' }),
    ).toBeInTheDocument();
    // The focus is on what happened, the way back a Tab away.
    expect(
      screen
        .getByText(
          `${second.name} (${second.product.amount} pieces per pack) has been removed from your cart.`,
        )
        .closest('[role="status"]'),
    ).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Search products' })).toHaveAttribute(
      'href',
      '/en/home/search',
    );
  });

  it('puts a removed line back where it was, with its amount, from the notice that takes the focus', async () => {
    const [first, second] = await Promise.all([apiProduct(FIRST), apiProduct(SECOND)]);
    await openCart([
      [FIRST, 4],
      [SECOND, 3],
    ]);
    const before = useCartStore.getState().items;
    const user = userEvent.setup();
    // A 0 typed where a 10 was meant: the line goes.
    const field = within(await screen.findByRole('article', { name: lineName(first) })).getByRole(
      'textbox',
      { name: /Quantity of/ },
    );
    await user.clear(field);
    await user.type(field, '0{Enter}');
    expect(screen.queryByRole('article', { name: lineName(first) })).not.toBeInTheDocument();
    const notice = screen
      .getByText(
        `${first.name} (${first.product.amount} pieces per pack) has been removed from your cart.`,
      )
      .closest<HTMLElement>('[role="status"]')!;
    // By keyboard, Undo is the next Tab from where the removal happened.
    expect(notice).toHaveFocus();
    await user.tab();
    expect(within(notice).getByRole('button', { name: 'Undo' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(useCartStore.getState().items).toEqual(before);
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getAllByRole('article')[0]).toHaveAccessibleName(lineName(first));
    expect(notice).not.toBeInTheDocument();
    expect(screen.getByText('7 products')).toHaveFocus();
    // The last line removed and put back: the cart is whole again, not empty. The notice offers
    // the line removed last.
    await user.click(screen.getByRole('button', { name: new RegExp(`^Remove ${second.name}`) }));
    await user.click(screen.getByRole('button', { name: new RegExp(`^Remove ${first.name}`) }));
    expect(
      await screen.findByRole('heading', { name: 'No products in your shopping cart' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        `${first.name} (${first.product.amount} pieces per pack) has been removed from your cart.`,
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('article', { name: lineName(first) })).toBeInTheDocument();
    expect(useCartStore.getState().items).toEqual([before[0]]);
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    // Leaving the cart page takes the offer along.
    await user.click(screen.getByRole('button', { name: new RegExp(`^Remove ${first.name}`) }));
    expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Search products' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument(),
    );
  });

  it('flags a line that is temporarily out of stock, with its longer delivery time', async () => {
    const product = await apiProduct(OUT_OF_STOCK);
    await openCart([[OUT_OF_STOCK, 1]]);
    const line = await screen.findByRole('article', { name: lineName(product) });
    expect(line).toHaveTextContent('Temporarily out of stock');
    expect(line).toHaveTextContent(
      `Longer delivery time: ${product.product.deliveryDays} working day`,
    );
  });

  it('keeps the lines and shows the totals as unavailable when the calculation fails, with a retry', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    server.use(
      http.post('*/api/cart/calculate', () =>
        fail
          ? HttpResponse.json({ message: 'Down', code: 'INTERNAL' }, { status: 500 })
          : undefined,
      ),
    );
    const first = await apiProduct(FIRST);
    await openCart([[FIRST, 2]]);
    const alert = await within(await screen.findByRole('region', { name: 'Summary' })).findByRole(
      'alert',
    );
    expect(alert).toHaveTextContent('Totals unavailable');
    expect(summary()).not.toHaveTextContent('€');
    expect(screen.getByRole('article', { name: lineName(first) })).toBeInTheDocument();
    expect(useCartStore.getState().items).toHaveLength(1);
    expect(error).toHaveBeenCalledWith('Cart calculation failed', expect.anything());

    fail = false;
    const expected = await apiCalculation([[FIRST, 2]]);
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(summary()).toHaveTextContent(`Total incl. VAT${euro(expected.totalInclVat)}`),
    );
    error.mockRestore();
  });

  it('shows a business buyer the total excl. VAT first, then the VAT and the total incl. VAT', async () => {
    document.cookie = 'accountType=business;path=/';
    const expected = await apiCalculation([[FIRST, 3]], 'business');
    await openCart([[FIRST, 3]]);
    await waitFor(() =>
      expect(summary()).toHaveTextContent(
        `Total excl. VAT${euro(expected.totalExclVat)}VAT (${expected.vatRate}%)${euro(expected.vat)}Total incl. VAT${euro(expected.totalInclVat)}`,
      ),
    );
    expect(summary()).toHaveTextContent(`Subtotal${euro(expected.subtotalExclVat)}`);
  });
});
