import { useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Address } from '@/shared/api/contract/account';
import type { AccountType } from '@/shared/api/contract/common';
import type { PaymentMethod } from '@/shared/api/contract/orders';
import type { Language } from '@/shared/config/languages';
import { placeAccountOrder } from '../api/place-order';
import { useCancelledPayment } from '../lib/use-cancelled-payment';
import { usePlaceOrder } from '../lib/use-place-order';
import { AddressStep, type AddressChoices } from './address-step';
import { CountryStep } from './country-step';
import { GuestStep } from './guest-step';
import { CancelledNotice, EmptyCheckout, OrderButton, PlaceFailureMessage } from './order-notices';
import { PaymentStep } from './payment-step';
import styles from './checkout.module.css';

export interface CheckoutItem {
  productId: string;
  amount: number;
}

export interface CheckoutProps {
  language: Language;
  items: readonly CheckoutItem[];
  session: 'unknown' | 'present' | 'absent';
  /** The logged-in user's account type (from their user data); null while it loads. */
  accountType: AccountType | null;
  countryName: string | null;
  countryNameOf: (countryId: string) => string;
  addresses: AddressChoices;
  /** The cart's cost overview, recalculated for the delivery address given to onDeliveryAddress. */
  costOverview: ReactNode;
  onChangeCountry: () => void;
  onLogin: () => void;
  onAddAddress: () => void;
  onDeliveryAddress: (address: Address) => void;
}

/** DESIGN §5: a private buyer pays through the bank; a business orders on invoice (or pays now). */
const methodsFor = (accountType: AccountType | null): PaymentMethod[] =>
  accountType === 'business' ? ['invoice', 'bank'] : ['bank'];

const mainAddressOf = (addresses: readonly Address[]): Address | undefined =>
  addresses.find((a) => a.isDefaultDelivery) ?? addresses[0];

/**
 * `/{lang}/dashboard/checkout` (spec §2, issue 6): the country, who orders (a guest logs in,
 * registers or goes on as a guest), the delivery address, the final cost overview, the payment and
 * 'Order and Pay'. The cart itself is never changed here: only a confirmed order empties it.
 */
export function Checkout(props: CheckoutProps) {
  const { language, items, session, accountType, addresses, onDeliveryAddress } = props;
  const cancelled = useCancelledPayment();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [chosenMethod, setMethod] = useState<PaymentMethod | null>(null);
  const [note, setNote] = useState('');
  const { state, place } = usePlaceOrder('account', language, placeAccountOrder);

  const loggedIn = session === 'present';
  const chosen =
    addresses.addresses.find((a) => a.id === chosenId) ?? mainAddressOf(addresses.addresses);
  const methods = methodsFor(accountType);
  const method =
    chosenMethod && methods.includes(chosenMethod) ? chosenMethod : (methods[0] ?? 'bank');

  // The calculation follows the chosen address (its country decides VAT and shipping).
  useEffect(() => {
    if (loggedIn && chosen) onDeliveryAddress(chosen);
  }, [loggedIn, chosen, onDeliveryAddress]);

  if (items.length === 0 && !cancelled) return <EmptyCheckout language={language} />;
  if (items.length === 0) {
    return (
      <>
        <CancelledNotice />
        <EmptyCheckout language={language} />
      </>
    );
  }

  const ready = loggedIn && accountType !== null && props.countryName !== null && chosen;
  const onOrder = () => {
    if (!ready || !chosen) return;
    void place({
      items: items.map(({ productId, amount }) => ({ id: productId, amount })),
      deliveryAddressId: chosen.id,
      paymentMethod: method,
      ...(note.trim() ? { note: note.trim() } : {}),
    });
  };

  return (
    <div className={styles.layout}>
      <div className={styles.steps}>
        {cancelled && <CancelledNotice />}
        <CountryStep countryName={props.countryName} onChangeCountry={props.onChangeCountry} />
        {session === 'absent' && <GuestStep language={language} onLogin={props.onLogin} />}
        {session === 'unknown' && (
          <p className={styles.muted} role="status">
            <FormattedMessage id="checkout.userLoading" />
          </p>
        )}
        {loggedIn && (
          <AddressStep
            choices={addresses}
            chosenId={chosen?.id ?? null}
            onChoose={setChosenId}
            onAdd={props.onAddAddress}
            countryName={props.countryNameOf}
          />
        )}
        {loggedIn && accountType && (
          <PaymentStep
            methods={methods}
            method={method}
            onMethod={setMethod}
            note={note}
            onNote={setNote}
          />
        )}
      </div>
      <div className={styles.summary}>
        {props.costOverview}
        {loggedIn && (
          <>
            <PlaceFailureMessage state={state} />
            <OrderButton
              invoice={method === 'invoice'}
              placing={state.status === 'placing'}
              disabled={!ready}
              onClick={onOrder}
            />
          </>
        )}
      </div>
    </div>
  );
}
