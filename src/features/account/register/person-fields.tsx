import type { UseFormRegisterReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { TextField } from '@/shared/ui/form/text-field';
import * as fieldset from '@/shared/ui/form/fieldset.module.css';
import { SalutationField } from './salutation-field';
import styles from './register-form.module.css';

type PersonField = 'salutation' | 'firstname' | 'lastname';

interface PersonFieldsProps {
  /** react-hook-form's `register(name)` of each field. */
  fields: Record<PersonField, UseFormRegisterReturn>;
  /** Translated errors. */
  errors: Partial<Record<PersonField, string>>;
}

/** The new user's own data (spec §3): salutation, first and last name. */
export function PersonFields({ fields, errors }: PersonFieldsProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <fieldset className={fieldset.group}>
      <legend className={styles.legend}>{t('register.personal.legend')}</legend>
      <div className={styles.fields}>
        <SalutationField registration={fields.salutation} error={errors.salutation} />
        <div className={styles.pair}>
          <TextField
            {...fields.firstname}
            label={t('register.firstname')}
            autoComplete="given-name"
            error={errors.firstname}
          />
          <TextField
            {...fields.lastname}
            label={t('register.lastname')}
            autoComplete="family-name"
            error={errors.lastname}
          />
        </div>
      </div>
    </fieldset>
  );
}
