/**
 * The order history (`/{lang}/dashboard/orders`) and an order's detail in the whole app, logged in
 * through the real SDK against the demo FDI, with the demo API's seeded orders.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCartStore } from '@/shared/cart/cart-store';
import { formatCents } from '@/shared/api/contract/formats';
import { findBrand, findFamily } from '../../demo-api/db/catalog/index';
import { countryRecords, toCountry } from '../../demo-api/db/countries';
import { orders, type OrderRecord } from '../../demo-api/db/orders';
import { DEMO_PASSWORD } from '../../demo-api/db/users';
import { clearBrowserState } from '../auth/sdk-harness';
import { server } from '../msw-server';
import { renderApp } from '../render-app';

// Anna's seeded orders (demo-api/db/order-seed.ts), newest first.
const ANNA = ['VS-2026-000107', 'VS-2025-000105', 'VS-2025-000101'];

function seeded(orderNumber: string): OrderRecord {
  const order = orders.byNumber(orderNumber);
  if (!order) throw new Error(`No seeded order ${orderNumber}`);
  return order;
}

/** The query strings of every GET orders the app sends, per test. */
function recordOrderSearches(): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname.endsWith('/api/orders'))
      seen.push(url.searchParams);
  };
  beforeEach(() => {
    seen.length = 0;
    server.events.on('request:start', listener);
  });
  afterEach(() => server.events.removeListener('request:start', listener));
  return seen;
}

/** The orders search form (the header has a product search of its own). */
const searchForm = () => within(screen.getByRole('search', { name: 'Search orders' }));

/** The element showing exactly these cents (every price goes through the shared Price). */
function price(container: HTMLElement, cents: number): HTMLElement {
  const found = container.querySelector<HTMLElement>(`[data-cents="${cents}"]`);
  if (!found) throw new Error(`No price of ${cents} cents`);
  return found;
}

beforeEach(() => clearBrowserState());
afterEach(() => clearBrowserState());

/** Opens the URL as a guest, logs in as the user on the login page it is sent to, and comes back. */
async function openLoggedIn(url: string, email = 'anna@example.nl') {
  const view = await renderApp(url);
  const user = userEvent.setup();
  const field = await screen.findByLabelText('Email address', {}, { timeout: 10_000 });
  await user.type(field, email);
  await user.type(screen.getByLabelText('Password'), DEMO_PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  const wanted = new URL(url, 'http://x');
  await waitFor(
    () => expect(view.router.state.location.pathname).toBe(decodeURI(wanted.pathname)),
    { timeout: 10_000 },
  );
  return { ...view, user };
}

const orderCards = () => screen.findAllByRole('article');
const cardNumbers = async () =>
  (await orderCards()).map((card) => within(card).getByRole('heading').textContent);

describe('the orders page', { timeout: 25_000 }, () => {
  const searches = recordOrderSearches();

  it("lists the user's orders, newest first, with Dutch dates, status, items and total", async () => {
    await openLoggedIn('/en/dashboard/orders');
    await screen.findByRole('heading', { level: 1, name: 'My orders' });
    expect(await screen.findByText('3 orders')).toBeInTheDocument();
    expect(await cardNumbers()).toEqual(ANNA);

    const oldest = seeded('VS-2025-000101');
    const card = screen.getByRole('article', { name: 'View order VS-2025-000101' });
    // Requirements §13.2: long month name, two-digit day, numeric year, in Dutch whatever the language.
    expect(within(card).getByText('14 maart 2025')).toBeInTheDocument();
    expect(within(card).getByText('Shipped')).toBeInTheDocument();
    const items = oldest.lines.reduce((sum, line) => sum + line.amount, 0);
    expect(within(card).getByText(`${items} items`)).toBeInTheDocument();
    // Anna buys privately: the total incl. VAT.
    expect(price(card, oldest.totals.totalInclVat)).toHaveTextContent(
      formatCents(oldest.totals.totalInclVat).replace(/\s/g, ' '),
    );
    expect(within(card).getByText('incl. VAT')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View order VS-2025-000101' })).toHaveAttribute(
      'href',
      '/en/dashboard/orders/VS-2025-000101',
    );
  });

  it('shows a business its totals excl. VAT, with the orders of colleagues', async () => {
    await openLoggedIn('/en/dashboard/orders', 'jan@cleanpro.example.nl');
    // Jan's two orders and one of his colleague Els, at the same company.
    expect(await cardNumbers()).toEqual(['VS-2026-000110', 'VS-2026-000108', 'VS-2025-000103']);
    const order = seeded('VS-2026-000108');
    const card = screen.getByRole('article', { name: 'View order VS-2026-000108' });
    expect(price(card, order.totals.totalExclVat)).toBeInTheDocument();
    expect(within(card).getByText('excl. VAT')).toBeInTheDocument();
    expect(within(card).getByText('09 maart 2026')).toBeInTheDocument();
  });

  it("shows a company order's reference and who of the colleagues placed it", async () => {
    await openLoggedIn('/en/dashboard/orders', 'jan@cleanpro.example.nl');
    await orderCards();
    /** Each fact of a card as "term: value". */
    const facts = (orderNumber: string) =>
      [
        ...screen
          .getByRole('article', { name: `View order ${orderNumber}` })
          .querySelectorAll('dl > div'),
      ].map(
        (fact) =>
          `${fact.querySelector('dt')?.textContent}: ${fact.querySelector('dd')?.textContent}`,
      );
    expect(facts('VS-2026-000108')).toEqual(
      expect.arrayContaining(['Your reference: CP-ZWO-2026-031', 'Placed by: Els Bakker']),
    );
    expect(facts('VS-2026-000110')).toContain('Placed by: Jan de Vries');
    expect(facts('VS-2026-000110').join()).not.toContain('Your reference');
  });

  it("names nobody on a private buyer's cards", async () => {
    await openLoggedIn('/en/dashboard/orders');
    expect(await cardNumbers()).toEqual(ANNA);
    expect(screen.queryByText('Placed by')).toBeNull();
    expect(screen.queryByText('Your reference')).toBeNull();
  });

  it("finds an order by the buyer's own reference, as the search field says", async () => {
    const { router, user } = await openLoggedIn('/en/dashboard/orders', 'jan@cleanpro.example.nl');
    expect(await cardNumbers()).toHaveLength(3);
    const query = searchForm().getByRole('searchbox', { name: 'Order number or product' });
    expect(query).toHaveAccessibleDescription('Also finds your reference (PO number).');
    await user.type(query, 'cp-zwo-2026-031');
    await user.click(searchForm().getByRole('button', { name: 'Search' }));
    await waitFor(async () => expect(await cardNumbers()).toEqual(['VS-2026-000108']));
    expect(router.state.location.search).toBe('?query=cp-zwo-2026-031');
  });

  it('searches by order number, brand and year, keeping the search in the URL', async () => {
    const { router, user } = await openLoggedIn('/en/dashboard/orders');
    expect(await cardNumbers()).toEqual(ANNA);

    await user.type(
      searchForm().getByRole('searchbox', { name: 'Order number or product' }),
      'VS-2025-000105',
    );
    await user.click(searchForm().getByRole('button', { name: 'Search' }));
    await waitFor(async () => expect(await cardNumbers()).toEqual(['VS-2025-000105']));
    expect(router.state.location.search).toBe('?query=VS-2025-000105');
    expect(searches.at(-1)?.get('query')).toBe('VS-2025-000105');

    await user.click(searchForm().getByRole('button', { name: 'Clear filters' }));
    await waitFor(async () => expect(await cardNumbers()).toEqual(ANNA));
    expect(router.state.location.search).toBe('');

    const miele = findBrand('b-miele')!.name;
    const brandSelect = searchForm().getByRole('combobox', { name: 'Brand' });
    await waitFor(() =>
      expect(within(brandSelect).getByRole('option', { name: miele })).toBeInTheDocument(),
    );
    await user.selectOptions(brandSelect, miele);
    await user.click(searchForm().getByRole('button', { name: 'Search' }));
    await waitFor(async () =>
      expect(await cardNumbers()).toEqual(['VS-2026-000107', 'VS-2025-000101']),
    );
    expect(searches.at(-1)?.get('brandId')).toBe('b-miele');

    // Brand and year together: the Miele order of 2026 only.
    await user.selectOptions(searchForm().getByRole('combobox', { name: 'Year' }), '2026');
    await user.click(searchForm().getByRole('button', { name: 'Search' }));
    await waitFor(async () => expect(await cardNumbers()).toEqual(['VS-2026-000107']));
    expect(searches.at(-1)?.get('year')).toBe('2026');
    expect(searches.at(-1)?.get('brandId')).toBe('b-miele');
    expect(router.state.location.search).toBe('?brandId=b-miele&year=2026');

    // Back goes to the previous search, with the form showing it.
    await router.navigate(-1);
    await waitFor(async () =>
      expect(await cardNumbers()).toEqual(['VS-2026-000107', 'VS-2025-000101']),
    );
    expect(searchForm().getByRole('combobox', { name: 'Year' })).toHaveValue('');
  });

  it('says no orders were found, and clears the search', async () => {
    const { user } = await openLoggedIn('/en/dashboard/orders?year=2023');
    expect(await screen.findByRole('heading', { name: 'No orders found' })).toBeInTheDocument();
    expect(searches.at(-1)?.get('year')).toBe('2023');
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1)!);
    expect(await cardNumbers()).toEqual(ANNA);
  });

  it('loads ten at a time and appends the next page', async () => {
    // Twelve more orders for anna: fifteen in all, so two pages.
    const template = seeded('VS-2025-000101');
    for (let day = 1; day <= 12; day += 1) {
      const { orderNumber: _number, ...draft } = template;
      orders.place(
        { ...draft, orderedOn: `2024-01-${String(day).padStart(2, '0')}T10:00:00.000Z` },
        'test',
        `k${day}`,
      );
    }
    const { user } = await openLoggedIn('/en/dashboard/orders');
    expect(await screen.findByText('15 orders')).toBeInTheDocument();
    expect(await orderCards()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Load more orders' }));
    await waitFor(async () => expect(await orderCards()).toHaveLength(15));
    expect(searches.at(-1)?.get('next')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more orders' })).toBeNull();
    // The first new order has the focus, so the keyboard carries on where the list grew.
    const eleventh = (await orderCards())[10]!;
    expect(within(eleventh).getByRole('link')).toHaveFocus();
  });

  it('shows an error with a retry when the orders cannot be loaded', async () => {
    const { http, HttpResponse } = await import('msw');
    let fail = true;
    server.use(
      http.get('*/api/orders', () =>
        fail ? HttpResponse.json({ message: 'down' }, { status: 503 }) : undefined,
      ),
    );
    const { user } = await openLoggedIn('/en/dashboard/orders');
    expect(await screen.findByRole('alert')).toHaveTextContent('Orders could not be loaded');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await cardNumbers()).toEqual(ANNA);
  });
});

describe('the order detail page', { timeout: 25_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the facts, address, lines and cost overview of the order', async () => {
    const order = seeded('VS-2025-000101');
    await openLoggedIn('/en/dashboard/orders/VS-2025-000101');
    await screen.findByRole('heading', { level: 1, name: 'Order VS-2025-000101' });
    expect(await screen.findByText('14 maart 2025')).toBeInTheDocument();
    expect(screen.getByText('Paid online through your bank')).toBeInTheDocument();

    const address = within(screen.getByRole('region', { name: 'Delivery address' }));
    expect(address.getByText(/Oudegracht 142 bis/)).toBeInTheDocument();
    expect(address.getByText(/3511 AZ Utrecht/)).toBeInTheDocument();
    // Named from the shop's country list, which may still be on its way.
    expect(await address.findByText(/Netherlands/)).toBeInTheDocument();

    const lines = within(screen.getByRole('table'));
    const links = lines.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      order.lines.map((line) => `/en/detail/${line.slug}`),
    );
    order.lines.forEach((line, index) => {
      const row = links[index]!.closest('tr')!;
      // The product's name in the page's language (the order kept the Dutch one).
      expect(links[index]!.textContent).toBe(findFamily(line.familyId)!.names.en);
      expect(within(row).getByText(line.brandName)).toBeInTheDocument();
      expect(within(row).getByText(String(line.amount))).toBeInTheDocument();
      // Anna buys privately: incl. VAT, as her cart showed the lines.
      expect(price(row, line.unitPriceInclVat)).toBeInTheDocument();
      expect(price(row, line.lineTotalInclVat)).toBeInTheDocument();
    });
    const headers = lines.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toContain('Unit price incl. VAT');
    expect(headers).toContain('Total incl. VAT');

    const costs = within(screen.getByRole('region', { name: 'Cost overview' }));
    const t = order.totals;
    // Each amount beside its name, exactly as the order answered it and as checkout's overview
    // showed it to a private buyer: incl. VAT (shipping € 8,41, not the € 6,95 excl. VAT).
    const amount = (term: string) => costs.getByText(term).nextElementSibling as HTMLElement;
    expect(price(amount('Items incl. VAT'), t.articleTotalInclVat)).toBeInTheDocument();
    expect(price(amount('Shipping costs incl. VAT'), t.shippingInclVat)).toHaveTextContent('8,41');
    expect(price(amount('Total incl. VAT'), t.totalInclVat)).toBeInTheDocument();
    expect(price(amount(`VAT included (${t.vatRate}%)`), t.vat)).toBeInTheDocument();
    // The articles excl. VAT are among every order's costs (requirements §8.1): the one figure
    // excl. VAT a private buyer's overview has.
    expect(price(amount('Items excl. VAT'), t.articleTotalExclVat)).toBeInTheDocument();
    expect(costs.getAllByText(/excl\. VAT/)).toHaveLength(1);
  });

  it('shows the reference, the invoice address beside the delivery address, and who placed it', async () => {
    await openLoggedIn('/en/dashboard/orders/VS-2026-000108', 'jan@cleanpro.example.nl');
    const details = within(await screen.findByRole('region', { name: 'Details' }));
    const fact = (term: string) => details.getByText(term).nextElementSibling;
    expect(fact('Your reference')).toHaveTextContent('CP-ZWO-2026-031');
    // Jan sees that his colleague Els placed it.
    expect(fact('Placed by')).toHaveTextContent('Els Bakker');

    const delivery = within(screen.getByRole('region', { name: 'Delivery address' }));
    expect(delivery.getByText(/Grote Voort 210/)).toBeInTheDocument();
    const invoice = within(screen.getByRole('region', { name: 'Invoice address' }));
    expect(
      invoice.getByText(/CleanPro Facility B\.V\. - crediteurenadministratie/),
    ).toBeInTheDocument();
    expect(invoice.getByText(/Postbus 2120/)).toBeInTheDocument();
    expect(invoice.getByText(/3800 CC Amersfoort/)).toBeInTheDocument();
    expect(await invoice.findByText(/Netherlands/)).toBeInTheDocument();
  });

  it('shows no invoice address, reference or placed-by where the order has none', async () => {
    await openLoggedIn('/en/dashboard/orders/VS-2025-000101');
    await screen.findByRole('region', { name: 'Delivery address' });
    expect(screen.queryByRole('region', { name: 'Invoice address' })).toBeNull();
    expect(screen.queryByText('Your reference')).toBeNull();
    expect(screen.queryByText('Placed by')).toBeNull();
  });

  it("names the delivery country as the shop's country list does, the one source of names", async () => {
    const { http, HttpResponse } = await import('msw');
    server.use(
      http.get('*/api/countries', () =>
        HttpResponse.json(
          countryRecords.map((record) => ({
            ...toCountry(record, 'en'),
            name: `${toCountry(record, 'en').name} (as the API names it)`,
          })),
        ),
      ),
    );
    await openLoggedIn('/en/dashboard/orders/VS-2025-000101');
    const address = within(await screen.findByRole('region', { name: 'Delivery address' }));
    expect(await address.findByText(/Netherlands \(as the API names it\)/)).toBeInTheDocument();
  });

  it('shows a business buyer every amount excl. VAT, as checkout did, then VAT and the total', async () => {
    const order = seeded('VS-2025-000104');
    await openLoggedIn('/en/dashboard/orders/VS-2025-000104', 'aankoop@peeters.example.be');
    const costs = within(await screen.findByRole('region', { name: 'Cost overview' }));
    const t = order.totals;
    const amount = (term: string) => costs.getByText(term).nextElementSibling as HTMLElement;
    expect(price(amount('Items excl. VAT'), t.articleTotalExclVat)).toBeInTheDocument();
    const shipping = amount('Shipping costs excl. VAT');
    if (t.shippingExclVat > 0) expect(price(shipping, t.shippingExclVat)).toBeInTheDocument();
    else expect(shipping).toHaveTextContent('Free');
    expect(price(amount('Total excl. VAT'), t.totalExclVat)).toBeInTheDocument();
    expect(price(amount('Total incl. VAT'), t.totalInclVat)).toBeInTheDocument();
    expect(costs.queryByText(/incl\. VAT/)).toBe(costs.getByText('Total incl. VAT'));
    const row = within(screen.getByRole('table')).getAllByRole('row')[1]!;
    expect(price(row, order.lines[0]!.unitPriceExclVat)).toBeInTheDocument();
  });

  it('says a Belgian business with a VAT number got an intra-Community supply, exempt under art. 138', async () => {
    await openLoggedIn('/en/dashboard/orders/VS-2025-000104', 'aankoop@peeters.example.be');
    const costs = within(await screen.findByRole('region', { name: 'Cost overview' }));
    const row = costs.getByText('Intra-Community supply, exempt (Art. 138 VAT Directive)');
    expect(price(row.nextElementSibling as HTMLElement, 0)).toBeInTheDocument();
    expect(costs.queryByText(/reverse-charged|196/)).toBeNull();
    expect(screen.getByText('On invoice')).toBeInTheDocument();
  });

  it('says an order delivered outside the EU is an export, exempt under art. 146', async () => {
    // Anna's first order, as if sent to Norway: the API calls it an export.
    const { orderNumber: _number, ...draft } = seeded('VS-2025-000101');
    const t = draft.totals;
    const { orderNumber } = orders.place(
      {
        ...draft,
        deliveryAddress: { ...draft.deliveryAddress, city: 'Oslo', country: 'NO' },
        totals: {
          ...t,
          vatRate: 0,
          vat: 0,
          vatExemption: 'export',
          articleTotalInclVat: t.articleTotalExclVat,
          shippingInclVat: t.shippingExclVat,
          discountInclVat: t.discountExclVat,
          totalInclVat: t.totalExclVat,
        },
      },
      'test',
      'export-order',
    );
    await openLoggedIn(`/en/dashboard/orders/${orderNumber}`);
    const costs = within(await screen.findByRole('region', { name: 'Cost overview' }));
    const row = await costs.findByText('Export, exempt (Art. 146 VAT Directive)');
    expect(price(row.nextElementSibling as HTMLElement, 0)).toBeInTheDocument();
    expect(costs.queryByText(/VAT included/)).toBeNull();
    expect(costs.queryByText(/Art\. 138/)).toBeNull();
  });

  it('downloads the invoice PDF through the app and hands it to the browser', async () => {
    const created: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:invoice';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(`${this.download} ${this.href}`);
    });
    const { user } = await openLoggedIn('/en/dashboard/orders/VS-2025-000101');
    await user.click(await screen.findByRole('button', { name: 'Download invoice' }));
    expect(await screen.findByText('The invoice has been downloaded.')).toBeInTheDocument();
    expect(downloads).toEqual(['invoice-VS-2025-000101.pdf blob:invoice']);
    expect(created[0]!.type).toBe('application/pdf');
    const head = new TextDecoder().decode(
      new Uint8Array(await created[0]!.arrayBuffer()).slice(0, 5),
    );
    expect(head).toBe('%PDF-');
  });

  it('says so when the invoice cannot be downloaded', async () => {
    const { http, HttpResponse } = await import('msw');
    server.use(
      http.get('*/api/orders/:number/invoice', () =>
        HttpResponse.json({ message: 'down' }, { status: 500 }),
      ),
    );
    const { user } = await openLoggedIn('/en/dashboard/orders/VS-2025-000101');
    await user.click(await screen.findByRole('button', { name: 'Download invoice' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The invoice could not be downloaded. Please try again.',
    );
  });

  it("re-order puts the order's products into the cart, on top of what is there", async () => {
    const order = seeded('VS-2025-000101');
    const [first, second] = order.lines;
    const { user } = await openLoggedIn('/en/dashboard/orders/VS-2025-000101');
    // One packaging of the first product is in the cart already.
    useCartStore.getState().add(first!.productId);
    await user.click(await screen.findByRole('button', { name: 'Re-order' }));
    const amounts = Object.fromEntries(
      useCartStore.getState().items.map((item) => [item.productId, item.amount]),
    );
    expect(amounts).toEqual({
      [first!.productId]: 1 + first!.amount,
      [second!.productId]: second!.amount,
    });
    const status = await screen.findByText(
      'The products of this order have been added to your shopping cart.',
    );
    expect(within(status).getByRole('link', { name: 'Go to the shopping cart' })).toHaveAttribute(
      'href',
      '/en/dashboard/cart',
    );
  });

  it('is the route check 404 for an order number the user does not have', async () => {
    // Dekker's order: it exists, but anna may not see it (answered as 404, like an unknown number).
    await openLoggedIn('/en/dashboard/orders/VS-2025-000102');
    expect(
      await screen.findByRole('heading', {
        name: 'Page Not Found: /en/dashboard/orders/VS-2025-000102',
      }),
    ).toBeInTheDocument();
  });

  it('is the route check 404 for an unknown number when the session is already known', async () => {
    const { router } = await openLoggedIn('/en/dashboard/orders/VS-2025-000101');
    await screen.findByText('14 maart 2025');
    await router.navigate('/en/dashboard/orders/VS-1999-999999');
    expect(
      await screen.findByRole('heading', {
        name: 'Page Not Found: /en/dashboard/orders/VS-1999-999999',
      }),
    ).toBeInTheDocument();
  });
});
