import { useId } from 'react';
import { useIntl } from 'react-intl';
import * as choice from '@/shared/ui/form/choice.module.css';
import * as fieldset from '@/shared/ui/form/fieldset.module.css';
import type { FieldProps } from '@/shared/ui/form/use-shop-form';
import { salutations } from './register-schemas';
import styles from './choice-fields.module.css';

/**
 * Salutation (requirements §9.2): female, male or not specified, as one radio group. Takes the form's
 * `field('salutation')`: the registration goes on every radio, the error under the group.
 */
export function SalutationField({ error, ...registration }: FieldProps) {
  const intl = useIntl();
  const errorId = `${useId()}-error`;
  return (
    <fieldset className={fieldset.group} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>{intl.formatMessage({ id: 'register.salutation' })}</legend>
      <div className={styles.radios}>
        {salutations.map((salutation) => (
          <label key={salutation} className={choice.radio}>
            <input
              {...registration}
              type="radio"
              className={choice.box}
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
