import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import * as fieldset from '@/shared/ui/form/fieldset.module.css';
import { salutations } from './register-schemas';
import styles from './choice-fields.module.css';

interface SalutationFieldProps {
  /** react-hook-form's `register('salutation')`, spread on every radio. */
  registration: UseFormRegisterReturn;
  /** The error text, already translated. */
  error?: string;
}

/** Salutation (spec §3): female, male or not specified, as one radio group. */
export function SalutationField({ registration, error }: SalutationFieldProps) {
  const intl = useIntl();
  const errorId = `${useId()}-error`;
  return (
    <fieldset className={fieldset.group} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>{intl.formatMessage({ id: 'register.salutation' })}</legend>
      <div className={styles.radios}>
        {salutations.map((salutation) => (
          <label key={salutation} className={styles.radio}>
            <input
              {...registration}
              type="radio"
              value={salutation}
              aria-describedby={error ? errorId : undefined}
            />
            {intl.formatMessage({ id: `register.salutation.${salutation}` })}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
