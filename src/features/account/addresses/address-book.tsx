import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Address } from '@/shared/api/contract/account';
import { useCountryName } from '@/shared/shopper/countries';
import { useModalStore } from '@/shared/ui/modal-store';
import * as button from '@/shared/ui/button.module.css';
import * as card from '@/shared/ui/card.module.css';
import { mainAddress, useAddresses } from '../api/get-addresses';
import { useSessionStore } from '../session/session-store';
import { useDeleteAddress } from './api/delete-address';
import { useMakeMainAddress } from './api/make-main-address';
import { AddressBookEmpty, AddressBookError, AddressBookSkeleton } from './address-book-states';
import { AddressCard } from './address-card';
import { DeleteAddressDialog } from './delete-address-dialog';
import * as head from '@/shared/ui/head.module.css';
import panel from '../components/panel.module.css';
import styles from './address-book.module.css';

/**
 * The logged-in user's delivery addresses (requirements §9.5): the main one marked,
 * change (the manage-address modal), make main, delete with confirmation, add. A business
 * account's addresses are the company's, shared by its users; they work the same.
 */
export function AddressBook() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const baseId = useId();
  const headingId = `${baseId}-title`;
  const titleIdOf = (address: Address) => `${baseId}-${address.id}`;
  const userId = useSessionStore((state) => state.userId) ?? '';
  const addresses = useAddresses(userId || null);
  const openModal = useModalStore((state) => state.toggleManageAddressModal);
  const makeMain = useMakeMainAddress(userId);
  const remove = useDeleteAddress(userId);
  const [toDelete, setToDelete] = useState<Address | null>(null);

  // Where focus goes once the list has re-rendered: the pressed button may be gone by then.
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (focusNext.current === null) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const countryName = useCountryName();
  const askDelete = (address: Address) => {
    remove.reset();
    setToDelete(address);
  };
  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        focusNext.current = headingId;
        setToDelete(null);
      },
    });
  };
  const onMakeMain = (address: Address) =>
    makeMain.mutate(address.id, {
      onSuccess: () => {
        focusNext.current = titleIdOf(address);
      },
    });

  const list = addresses.data ?? [];
  const main = mainAddress(list);
  const addButton = (
    <button type="button" className={button.primary} onClick={() => openModal(null)}>
      {t('addresses.add')}
    </button>
  );

  return (
    <section className={`${card.raised} ${panel.panel} ${styles.book}`} aria-labelledby={headingId}>
      <div className={head.head}>
        <h2 id={headingId} className={panel.title} tabIndex={-1}>
          {t('addresses.title')}
        </h2>
        {addresses.isSuccess && list.length > 0 && addButton}
      </div>
      {addresses.isPending && <AddressBookSkeleton />}
      {addresses.isError && !addresses.data && (
        <AddressBookError onRetry={() => void addresses.refetch()} />
      )}
      {addresses.isSuccess && list.length === 0 && <AddressBookEmpty addButton={addButton} />}
      {list.length > 0 && (
        <ul className={`${card.plain} ${styles.list}`} aria-labelledby={headingId}>
          {list.map((address) => (
            <li key={address.id} className={styles.item}>
              <AddressCard
                address={address}
                countryName={countryName(address.country)}
                isMain={address.id === main?.id}
                titleId={titleIdOf(address)}
                busy={makeMain.isPending}
                onChange={() => openModal(address.id)}
                onMakeMain={() => onMakeMain(address)}
                onDelete={() => askDelete(address)}
              />
            </li>
          ))}
        </ul>
      )}
      <DeleteAddressDialog
        address={toDelete}
        pending={remove.isPending}
        error={remove.error}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
