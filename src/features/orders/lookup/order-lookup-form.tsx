import { useIntl } from 'react-intl';
import { SubmitButton } from '@/shared/ui/form/submit-button';
import { EmailField } from '@/shared/ui/form/email-field';
import { TextField } from '@/shared/ui/form/text-field';
import { useShopForm } from '@/shared/ui/form/use-shop-form';
import { lookupSchema, type LookupValues } from './lookup-schema';
import styles from './order-lookup.module.css';

interface OrderLookupFormProps {
  /** From the order mail's link (`?order=`): the number is filled in, the address is typed. */
  initialOrderNumber: string;
  busy: boolean;
  onLookup: (values: LookupValues) => void;
}

/** Order number and e-mail address; checked as the shop's other forms are, on submit. */
export function OrderLookupForm({ initialOrderNumber, busy, onLookup }: OrderLookupFormProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { field, handleSubmit } = useShopForm(lookupSchema, {
    orderNumber: initialOrderNumber.trim().slice(0, 40),
    email: '',
  });
  return (
    <form
      className={styles.form}
      noValidate
      aria-busy={busy}
      onSubmit={handleSubmit((values) => onLookup(values))}
    >
      <TextField
        {...field('orderNumber')}
        label={t('orderLookup.orderNumber')}
        hint={t('orderLookup.orderNumber.hint')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
      />
      <EmailField {...field('email')} label={t('orderLookup.email')} />
      <SubmitButton
        labelId="orderLookup.submit"
        pendingLabelId="orderLookup.submitting"
        pending={busy}
        className={styles.submit}
      />
    </form>
  );
}
