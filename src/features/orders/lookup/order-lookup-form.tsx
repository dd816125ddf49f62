import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { formatFieldMessage } from '@/shared/ui/form/field-message';
import { TextField } from '@/shared/ui/form/text-field';
import * as button from '@/shared/ui/button.module.css';
import { lookupSchema, type LookupValues } from './lookup-schema';
import styles from './order-lookup.module.css';

interface OrderLookupFormProps {
  /** From the order mail's link (`?order=`): the number is filled in, the address is typed. */
  initialOrderNumber: string;
  busy: boolean;
  onLookup: (values: LookupValues) => void;
}

/** Order number and e-mail address; checked as the spec's forms are, on submit. */
export function OrderLookupForm({ initialOrderNumber, busy, onLookup }: OrderLookupFormProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LookupValues>({
    resolver: zodResolver(lookupSchema),
    defaultValues: { orderNumber: initialOrderNumber.trim().slice(0, 40), email: '' },
  });
  return (
    <form
      className={styles.form}
      noValidate
      aria-busy={busy}
      onSubmit={handleSubmit((values) => onLookup(values))}
    >
      <TextField
        {...register('orderNumber')}
        label={t('orderLookup.orderNumber')}
        hint={t('orderLookup.orderNumber.hint')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={formatFieldMessage(intl, errors.orderNumber?.message)}
      />
      <TextField
        {...register('email')}
        label={t('orderLookup.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={formatFieldMessage(intl, errors.email?.message)}
      />
      <button type="submit" className={`${button.primary} ${styles.submit}`} disabled={busy}>
        {t(busy ? 'orderLookup.submitting' : 'orderLookup.submit')}
      </button>
    </form>
  );
}
