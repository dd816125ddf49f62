/**
 * The cart's and checkout's country selects group and order the countries as the country prompt
 * does: free-shipping countries first, then the others, each by name (requirements §4.3).
 */
import { render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import messages from '../../locales/en.json?compiled';
import en from '../../locales/en.json';
import type { Country } from '@/shared/api/contract/countries';
import { CountrySelect } from '@/features/cart/components/country-select';
import { AddressFields } from '@/shared/ui/form/address-fields';
import { useFieldProps } from '@/shared/ui/form/use-shop-form';

const country = (id: string, name: string, freeFrom: number) =>
  ({ id, name, shippingData: [{ freeShippingCostFromExclVat: freeFrom }] }) as unknown as Country;

/** In the API's order, which is not the order by name. */
const countries = [
  country('NL', 'Netherlands', 7500),
  country('BE', 'Belgium', 10000),
  country('DE', 'Germany', 10000),
  country('GB', 'United Kingdom', 0),
  country('FR', 'France', 15000),
  country('CH', 'Switzerland', 0),
];

const expected = [
  [en['country.prompt.free'], ['Belgium', 'France', 'Germany', 'Netherlands']],
  [en['country.prompt.paid'], ['Switzerland', 'United Kingdom']],
];

const groupsOf = (select: HTMLElement) =>
  [...select.querySelectorAll('optgroup')].map((group) => [
    group.label,
    [...group.querySelectorAll('option')].map((option) => option.textContent),
  ]);

const renderInEnglish = (ui: React.ReactElement) =>
  render(
    <IntlProvider locale="en-US" messages={messages}>
      {ui}
    </IntlProvider>,
  );

function CheckoutAddress() {
  const form = useForm({
    defaultValues: { address: '', postalcode: '', city: '', country: '' },
  });
  const { field } = useFieldProps(form);
  return <AddressFields field={field} countries={countries} />;
}

describe('the country selects', () => {
  it("on the cart page follow the prompt's groups and order", () => {
    renderInEnglish(<CountrySelect countries={countries} value="NL" onChange={() => undefined} />);
    expect(groupsOf(screen.getByRole('combobox'))).toEqual(expected);
  });

  it("in checkout's address fields follow the prompt's groups and order", () => {
    renderInEnglish(<CheckoutAddress />);
    expect(groupsOf(screen.getByLabelText('Country'))).toEqual(expected);
  });
});
