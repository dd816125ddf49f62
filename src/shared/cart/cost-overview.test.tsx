/**
 * The cost overview says why an order has no VAT, as cart/calculate answered it: an intra-Community
 * supply (art. 138 of the VAT Directive) or an export (art. 146). It picks the words, never the
 * rule: an API without the `vatExemption` extension only tells the reverse charge.
 */
import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { CartCalculation } from '@/shared/api/contract/cart';
import type { AccountType } from '@/shared/api/contract/common';
import messages from '../../../locales/en.json?compiled';
import { CostOverview } from './cost-overview';

/** € 50,00 of goods and € 8,95 shipping with no VAT on either. */
function calculation(change: Partial<CartCalculation>): CartCalculation {
  return {
    countryId: 'BE',
    lines: [],
    subtotalExclVat: 5000,
    subtotalInclVat: 5000,
    discounts: [],
    shippingExclVat: 895,
    shippingInclVat: 895,
    customsExclVat: 0,
    vatRate: 0,
    vat: 0,
    reverseCharge: false,
    totalExclVat: 5895,
    totalInclVat: 5895,
    boxes: 1,
    freeShipping: false,
    leftForFreeShippingExclVat: 4105,
    ...change,
  };
}

function overview(c: CartCalculation, accountType: AccountType) {
  render(
    <IntlProvider locale="en" messages={messages}>
      <CostOverview calculation={c} status="ready" accountType={accountType} />
    </IntlProvider>,
  );
  const region = within(screen.getByRole('region', { name: 'Summary' }));
  /** The amount beside a row's words. */
  return { region, amount: (term: string) => region.getByText(term).nextElementSibling };
}

const INTRA_COMMUNITY = 'Intra-Community supply, exempt (Art. 138 VAT Directive)';
const EXPORT = 'Export, exempt (Art. 146 VAT Directive)';

describe('CostOverview: a supply without VAT', () => {
  it('names an intra-Community supply under art. 138 for a business, with no VAT on it', () => {
    const c = calculation({ reverseCharge: true, vatExemption: 'intra_community_supply' });
    const { region, amount } = overview(c, 'business');
    expect(amount(INTRA_COMMUNITY)).toHaveTextContent('€ 0,00');
    expect(region.queryByText(/reverse-charged|196/)).toBeNull();
  });

  it('names an export under art. 146, for a private buyer too', () => {
    const c = calculation({ countryId: 'CH', customsExclVat: 1500, vatExemption: 'export' });
    const { region, amount } = overview(c, 'personal');
    expect(amount(EXPORT)).toHaveTextContent('€ 0,00');
    expect(region.queryByText(/VAT included/)).toBeNull();
  });

  it('reads an API without the extension: the reverse charge is that supply, the rest is VAT', () => {
    overview(calculation({ reverseCharge: true }), 'business');
    expect(screen.getByText(INTRA_COMMUNITY)).toBeInTheDocument();
  });

  it('shows the VAT row as before where VAT is charged', () => {
    const c = calculation({ countryId: 'NL', vatRate: 21, vat: 1238, vatExemption: null });
    const { amount, region } = overview(c, 'business');
    expect(amount('VAT (21%)')).toHaveTextContent('€ 12,38');
    expect(region.queryByText(/exempt/)).toBeNull();
  });
});

describe('CostOverview: what is left for free shipping', () => {
  // € 66,00 excl. VAT left in the Netherlands, at 21%: € 79,86 incl. VAT.
  const dutch = calculation({ countryId: 'NL', vatRate: 21, leftForFreeShippingExclVat: 6600 });

  it('tells a private buyer incl. VAT, beside their prices incl. VAT', () => {
    const { region } = overview(dutch, 'personal');
    expect(region.getByText(/for free shipping/)).toHaveTextContent(
      'Spend € 79,86 more (incl. VAT) for free shipping',
    );
  });

  it('tells a business buyer excl. VAT, as the API gives it', () => {
    const { region } = overview(dutch, 'business');
    expect(region.getByText(/for free shipping/)).toHaveTextContent(
      'Spend € 66,00 more (excl. VAT) for free shipping',
    );
  });
});
