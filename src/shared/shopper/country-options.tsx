import { useIntl } from 'react-intl';
import type { Country } from '@/shared/api/contract/countries';
import { splitByFreeShipping } from './countries';

/**
 * A country select's options in the order and groups of the country prompt: free-shipping
 * countries first, then the others, each by name (requirements §4.3), so every country choice
 * of the shop reads alike.
 */
export function CountryOptions({ countries }: { countries: readonly Country[] }) {
  const intl = useIntl();
  const { freeShipping, paidShipping } = splitByFreeShipping(countries, intl.locale);
  const group = (items: Country[], labelId: string) =>
    items.length > 0 && (
      <optgroup label={intl.formatMessage({ id: labelId })}>
        {items.map((country) => (
          <option key={country.id} value={country.id}>
            {country.name}
          </option>
        ))}
      </optgroup>
    );
  return (
    <>
      {group(freeShipping, 'country.prompt.free')}
      {group(paidShipping, 'country.prompt.paid')}
    </>
  );
}
