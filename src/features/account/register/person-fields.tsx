import { useIntl } from 'react-intl';
import { TextField } from '@/shared/ui/form/text-field';
import type { FieldProps } from '@/shared/ui/form/use-shop-form';
import { SalutationField } from './salutation-field';
import { RegisterFieldset } from './register-fieldset';
import styles from './register-form.module.css';

type PersonField = 'salutation' | 'firstname' | 'lastname';

interface PersonFieldsProps {
  /** The form's `field(name)` (useShopForm): registration and translated error. */
  field: (name: PersonField) => FieldProps;
}

/** The new user's own data (requirements §9.2): salutation, first and last name. */
export function PersonFields({ field }: PersonFieldsProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <RegisterFieldset legend={t('register.personal.legend')}>
      <SalutationField {...field('salutation')} />
      <div className={styles.pair}>
        <TextField
          {...field('firstname')}
          label={t('register.firstname')}
          autoComplete="given-name"
        />
        <TextField
          {...field('lastname')}
          label={t('register.lastname')}
          autoComplete="family-name"
        />
      </div>
    </RegisterFieldset>
  );
}
