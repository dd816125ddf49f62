import { render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import messages from '../../../../locales/en.json?compiled';
import type { Country } from '@/shared/api/contract/countries';
import { AddressFields, TelephoneField } from './address-fields';
import { useFieldProps } from './use-shop-form';

const countries = [
  { id: 'NL', name: 'Netherlands', shippingData: [{ freeShippingCostFromExclVat: 7500 }] },
] as unknown as readonly Country[];

function Address({ autofill }: { autofill?: 'shipping' | 'billing' }) {
  const form = useForm({
    defaultValues: { address: '', postalcode: '', city: '', country: '', telephone: '' },
  });
  const { field } = useFieldProps(form);
  return (
    <form>
      <AddressFields field={field} countries={countries} autofill={autofill} />
      <TelephoneField {...field('telephone')} />
    </form>
  );
}

const renderInEnglish = (ui: React.ReactElement) =>
  render(
    <IntlProvider locale="en-US" messages={messages}>
      {ui}
    </IntlProvider>,
  );

// Autofill field names a single-line <input> may carry (not `street-address`, which is several
// lines and is for a <textarea>).
const inputTokens = /^(?:address-line[123]|postal-code|address-level[1-4]|tel|name)$/;

describe('AddressFields autofill hints', () => {
  it.each(['shipping', 'billing'] as const)(
    'names the street line address-line1 for the %s address',
    (autofill) => {
      renderInEnglish(<Address autofill={autofill} />);
      expect(screen.getByLabelText('Street and house number')).toHaveAttribute(
        'autocomplete',
        `${autofill} address-line1`,
      );
      expect(screen.getByLabelText('Postal code')).toHaveAttribute(
        'autocomplete',
        `${autofill} postal-code`,
      );
    },
  );

  it('gives every text input a single-line token', () => {
    const { container } = renderInEnglish(<Address />);
    const inputs = [...container.querySelectorAll('input')];
    expect(inputs.length).toBeGreaterThan(0);
    for (const input of inputs) {
      const token = input.getAttribute('autocomplete')?.split(' ').at(-1) ?? '';
      expect(token, input.name).toMatch(inputTokens);
    }
  });
});
