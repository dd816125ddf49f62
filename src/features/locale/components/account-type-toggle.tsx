import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useAccountTypeStore } from '../stores/account-type-store';
import styles from './account-type-toggle.module.css';

/** Private or business prices: incl. or excl. VAT. Kept in a cookie and sent with every call. */
export function AccountTypeToggle() {
  const intl = useIntl();
  const accountType = useAccountTypeStore((state) => state.accountType);
  const setAccountType = useAccountTypeStore((state) => state.setAccountType);
  // The header renders the toggle twice (bar and phone menu): each needs its own radio group.
  const name = useId();
  return (
    <fieldset className={styles.toggle}>
      <legend className="visually-hidden">
        {intl.formatMessage({ id: 'accountType.legend' })}
      </legend>
      {(['personal', 'business'] as const).map((type) => (
        <label key={type} className={styles.option} data-checked={accountType === type}>
          <input
            type="radio"
            name={name}
            value={type}
            checked={accountType === type}
            onChange={() => setAccountType(type)}
            className={styles.input}
          />
          {intl.formatMessage({ id: `accountType.${type}` })}
        </label>
      ))}
    </fieldset>
  );
}
