import { useIntl } from 'react-intl';
import type { Country } from '@/shared/api/contract/countries';
import { FormError } from '@/shared/ui/form/form-error';
import { useAddresses } from '../api/get-addresses';
import { useSessionStore } from '../session/session-store';
import { AddressForm } from './address-form';

interface ManageAddressProps {
  /** The address to change, or null to add one (the modal store's addressToManage). */
  addressId: string | null;
  /** The countries to deliver to; passed in by the app, as the locale feature owns them. */
  countries: readonly Country[] | undefined;
  onDone: () => void;
}

/** The manage-address modal's content: the form, once the address to change is known. */
export function ManageAddress({ addressId, countries, onDone }: ManageAddressProps) {
  const intl = useIntl();
  const userId = useSessionStore((state) => state.userId);
  const addresses = useAddresses(userId);
  if (userId === null) return null;
  if (addresses.isPending)
    return <p role="status">{intl.formatMessage({ id: 'addresses.form.loading' })}</p>;
  const list = addresses.data ?? [];
  const address = addressId === null ? null : list.find((a) => a.id === addressId);
  // A colleague of a business account may just have deleted it (requirements §9.5: 'Address not found').
  if (address === undefined)
    return <FormError title={intl.formatMessage({ id: 'addresses.notFound' })} />;
  return (
    <AddressForm
      userId={userId}
      address={address}
      isFirst={list.length === 0}
      countries={countries ?? []}
      onDone={onDone}
    />
  );
}
