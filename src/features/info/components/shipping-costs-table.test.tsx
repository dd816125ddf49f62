import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import messages from '../../../../locales/en.json?compiled';
import type { Country, ShippingData } from '@/shared/api/contract/countries';
import { formatCents } from '@/shared/api/contract/formats';
import { ShippingCostsTable } from './shipping-costs-table';

const shipping = (overrides: Partial<ShippingData>): ShippingData => ({
  shippingCostExclVat: 0,
  shippingCostInclVat: 0,
  freeShippingCostFromExclVat: 0,
  shippingTimeDays: 1,
  customsCostExclVat: 0,
  ...overrides,
});

const country = (id: string, name: string, data: Partial<ShippingData>, isEu = true): Country => ({
  id,
  name,
  isEu,
  vatRate: isEu ? 21 : 0,
  shippingData: [shipping(data)],
});

const countries: Country[] = [
  country('NL', 'Netherlands', {
    shippingCostExclVat: 695,
    shippingCostInclVat: 841,
    freeShippingCostFromExclVat: 7500,
    shippingTimeDays: 1,
  }),
  country(
    'CH',
    'Switzerland',
    {
      shippingCostExclVat: 2495,
      shippingCostInclVat: 2495,
      shippingTimeDays: 4,
      customsCostExclVat: 1500,
    },
    false,
  ),
  country('BE', 'Belgium', {
    shippingCostExclVat: 895,
    shippingCostInclVat: 1083,
    freeShippingCostFromExclVat: 10000,
    shippingTimeDays: 2,
  }),
];

function renderTable(props: Partial<Parameters<typeof ShippingCostsTable>[0]> = {}) {
  return render(
    <IntlProvider locale="en" messages={messages}>
      <ShippingCostsTable countries={countries} isLoading={false} isError={false} {...props} />
    </IntlProvider>,
  );
}

describe('ShippingCostsTable', () => {
  it('shows one row per country, sorted by name, with formatted prices', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Shipping costs per country' });
    const [header, ...rows] = within(table).getAllByRole('row');
    expect(
      within(header!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Country',
      'Shipping costs (incl. VAT)',
      'Free shipping from (excl. VAT)',
      'Shipping time',
      'Customs clearance per order',
    ]);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Belgium',
      'Netherlands',
      'Switzerland',
    ]);

    const cells = (name: string) =>
      within(screen.getByRole('row', { name: new RegExp(`^${name}`) }))
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells('Netherlands')).toEqual([
      formatCents(841),
      formatCents(7500),
      '1 working day',
      'None',
    ]);
    expect(cells('Switzerland')).toEqual([
      formatCents(2495),
      'No free shipping',
      '4 working days',
      formatCents(1500),
    ]);
    expect(formatCents(841)).toMatch(/^€\s8,41$/);
  });

  it('leaves out the customs column when no country charges customs', () => {
    renderTable({ countries: countries.filter((c) => c.isEu) });
    expect(
      screen.queryByRole('columnheader', { name: 'Customs clearance per order' }),
    ).not.toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });

  it('is a focusable scroll region named by its caption, so it never widens a phone screen', () => {
    renderTable();
    const region = screen.getByRole('region', { name: 'Shipping costs per country' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table')).toBeInTheDocument();
  });

  it("labels every cell with its column's name, shown beside the value on a phone's card", () => {
    renderTable();
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    for (const row of screen.getAllByRole('row').slice(1)) {
      const labels = within(row)
        .getAllByRole('cell')
        .map((cell) => cell.getAttribute('data-label'));
      // The country is the card's title: it needs no label of its own.
      expect(labels).toEqual(headers.slice(1));
    }
  });

  it('keeps its table roles when a phone shows the rows as cards', () => {
    renderTable();
    const table = screen.getByRole('table');
    expect(table).toHaveAttribute('role', 'table');
    for (const row of within(table).getAllByRole('row')) expect(row).toHaveAttribute('role', 'row');
    for (const cell of within(table).getAllByRole('cell'))
      expect(cell).toHaveAttribute('role', 'cell');
  });

  it('announces loading and errors', () => {
    const { unmount } = renderTable({ countries: [], isLoading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading shipping costs…');
    unmount();
    renderTable({ countries: [], isError: true });
    expect(screen.getByRole('alert')).toHaveTextContent('The shipping costs could not be loaded.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
