import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useShallow } from 'zustand/react/shallow';
import { orderableItems, useCartCalculation } from '@/shared/cart/cart-calculation';
import { useCartStore } from '@/shared/cart/cart-store';
import { OrderLines } from '@/shared/cart/order-lines';
import { CostOverview } from '@/shared/cart/cost-overview';
import type { Address } from '@/shared/api/contract/account';
import type { AccountType } from '@/shared/api/contract/common';
import type { PaymentMethod } from '@/shared/api/contract/orders';
import { useLanguage } from '@/shared/shopper/use-shopper-context';
import { useDeliveryTargetStore } from '@/shared/shopper/delivery-target-store';
import { placeAccountOrder } from '../api/place-order';
import { invoiceRequestOf } from '../lib/invoice-details';
import { isNoteTooLong, readOrderNote, saveOrderNote } from '../lib/order-note';
import { useCancelledPayment } from '../lib/use-cancelled-payment';
import { useInvoiceDetails } from '../lib/use-invoice-details';
import { usePlaceOrder } from '../lib/use-place-order';
import { AddressStep, type AddressChoices } from './address-step';
import { CountryStep } from './country-step';
import { GuestStep } from './guest-step';
import { InvoiceStep } from './invoice-step';
import { CancelledNotice, EmptyCheckout, OrderButton, PlaceFailureMessage } from './order-notices';
import { PaymentStep } from './payment-step';
import styles from './checkout.module.css';

export interface CheckoutProps {
  session: 'unknown' | 'present' | 'absent';
  /** The logged-in user's account type (from their user data); null while it loads. */
  accountType: AccountType | null;
  /** The account type prices are shown for (the shop's, which follows a logged-in user). */
  priceAccountType: AccountType;
  countryNameOf: (countryId: string) => string;
  addresses: AddressChoices;
  onChangeCountry: () => void;
  onLogin: () => void;
  onAddAddress: () => void;
}

/**
 * docs/decisions/0032-checkout.md: a private buyer pays through the bank; a business orders on
 * invoice (or pays now).
 */
const methodsFor = (accountType: AccountType | null): PaymentMethod[] =>
  accountType === 'business' ? ['invoice', 'bank'] : ['bank'];

/**
 * The address a checkout starts with, in the delivery target's country: the main address when it
 * lies there, else the first one that does. None when no saved address is in that country: an
 * address elsewhere is never chosen on the buyer's behalf (choosing it is the buyer's own act,
 * which moves the delivery country with it).
 */
export function preselectedAddress(
  addresses: readonly Address[],
  countryId: string | null,
): Address | undefined {
  const main = addresses.find((a) => a.isDefaultDelivery) ?? addresses[0];
  const inCountry = (address: Address | undefined) =>
    address !== undefined && (countryId === null || address.country === countryId);
  return inCountry(main) ? main : addresses.find(inCountry);
}

/**
 * `/{lang}/dashboard/checkout` (requirements §7.1): the delivery country, who orders (a guest logs in,
 * registers or goes on as a guest), the delivery address, the final cost overview, the payment and
 * 'Order and Pay'. Lines, totals and the delivery target are the cart's own (src/shared/cart,
 * src/shared/shopper), so checkout shows exactly what the cart showed. The cart itself is never
 * changed here: only a confirmed order empties it.
 */
export function Checkout(props: CheckoutProps) {
  const language = useLanguage();
  const { session, accountType, addresses } = props;
  const cancelled = useCancelledPayment();
  const items = useCartStore(useShallow((state) => state.items));
  const { status, calculation, retry, countryId } = useCartCalculation();
  const target = useDeliveryTargetStore(
    useShallow(({ countryId, addressId }) => ({ countryId, addressId })),
  );
  const chooseAddress = useDeliveryTargetStore((state) => state.chooseAddress);
  const [chosenMethod, setMethod] = useState<PaymentMethod | null>(null);
  // The note survives a reload, as the invoice details beside it do (order-note.ts).
  const [note, setNote] = useState(readOrderNote);
  // Once an order was tried, a note too long says so (and goes as soon as it fits).
  const [noteChecked, setNoteChecked] = useState(false);
  const noteField = useRef<HTMLTextAreaElement>(null);
  const { state, place } = usePlaceOrder('account', language, placeAccountOrder);
  const invoiceForm = useInvoiceDetails(countryId, state);

  const loggedIn = session === 'present';
  const list = addresses.addresses;
  const chosen = list.find((a) => a.id === target.addressId);
  const methods = methodsFor(accountType);
  const method =
    chosenMethod && methods.includes(chosenMethod) ? chosenMethod : (methods[0] ?? 'bank');

  // No address chosen yet (or the chosen one left the book): start with one in the target country.
  const preselect =
    loggedIn && addresses.status === 'success' && !chosen
      ? preselectedAddress(list, countryId)
      : undefined;
  useEffect(() => {
    if (preselect) chooseAddress(preselect);
  }, [preselect, chooseAddress]);
  // An address the buyer adds here is the one they mean: it becomes the delivery target.
  const known = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (addresses.status !== 'success') return;
    const added = known.current ? list.find((a) => !known.current?.has(a.id)) : undefined;
    known.current = new Set(list.map((a) => a.id));
    if (added) chooseAddress(added);
  }, [addresses.status, list, chooseAddress]);

  // Lines the shop no longer sells stay listed (marked) but are never ordered.
  const orderable = orderableItems(items, calculation);
  if (orderable.length === 0) {
    return (
      <>
        {cancelled && <CancelledNotice />}
        <EmptyCheckout />
      </>
    );
  }

  const countryName = countryId ? props.countryNameOf(countryId) : null;
  const ready = loggedIn && accountType !== null && countryName !== null && chosen !== undefined;
  const noteTooLong = noteChecked && isNoteTooLong(note);
  const onNote = (value: string) => {
    setNote(value);
    saveOrderNote(value);
  };
  const onOrder = () => {
    if (!ready) return;
    setNoteChecked(true);
    if (isNoteTooLong(note)) {
      // Said beside the note, which comes first and gets the focus; the invoice details (after
      // it) show what they miss too, so one attempt names everything to correct.
      noteField.current?.focus();
      if (method === 'invoice') void invoiceForm.trigger();
      return;
    }
    const order = {
      items: orderable.map(({ productId, amount }) => ({ id: productId, amount })),
      deliveryAddressId: chosen.id,
      paymentMethod: method,
      ...(note.trim() ? { note: note.trim() } : {}),
    };
    // Reference and invoice address belong to an order on invoice only (a bank order sends neither).
    if (method !== 'invoice') return place(order);
    void invoiceForm.handleSubmit((invoice) => place({ ...order, ...invoiceRequestOf(invoice) }))();
  };

  return (
    <div className={styles.layout}>
      <div className={styles.steps}>
        {cancelled && <CancelledNotice />}
        <CountryStep countryName={countryName} onChangeCountry={props.onChangeCountry} />
        {session === 'absent' && <GuestStep onLogin={props.onLogin} />}
        {session === 'unknown' && (
          <p className={styles.muted} role="status">
            <FormattedMessage id="checkout.userLoading" />
          </p>
        )}
        {loggedIn && (
          <AddressStep
            choices={addresses}
            chosenId={chosen?.id ?? null}
            countryName={countryName}
            onChoose={(id) => {
              const address = list.find((a) => a.id === id);
              if (address) chooseAddress(address);
            }}
            onAdd={props.onAddAddress}
            countryNameOf={props.countryNameOf}
          />
        )}
        {loggedIn && accountType && (
          <PaymentStep
            methods={methods}
            method={method}
            onMethod={setMethod}
            note={note}
            onNote={onNote}
            noteTooLong={noteTooLong}
            noteRef={noteField}
          />
        )}
        {loggedIn && method === 'invoice' && <InvoiceStep form={invoiceForm} />}
        <OrderLines items={items} calculation={calculation} accountType={props.priceAccountType} />
      </div>
      <div className={styles.summary}>
        <CostOverview
          calculation={calculation}
          status={status}
          accountType={props.priceAccountType}
          onRetry={retry}
        />
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
