import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { AccountType } from '@/shared/api/contract/constants';
import { useAccountTypeStore } from '@/shared/shopper/account-type-store';
import styles from './account-type-toggle.module.css';

interface AccountTypeToggleProps {
  /** A logged-in user's own account type: it decides, so the toggle shows it and cannot change. */
  lockedTo?: AccountType | null;
}

/** Private or business prices: incl. or excl. VAT. Kept in a cookie and sent with every call. */
export function AccountTypeToggle({ lockedTo = null }: AccountTypeToggleProps) {
  const intl = useIntl();
  const chosen = useAccountTypeStore((state) => state.accountType);
  const setAccountType = useAccountTypeStore((state) => state.setAccountType);
  const accountType = lockedTo ?? chosen;
  // The header renders the toggle twice (bar and phone menu): each needs its own radio group.
  const name = useId();
  const lockedHint = lockedTo
    ? intl.formatMessage(
        { id: 'accountType.locked' },
        { type: intl.formatMessage({ id: `accountType.${lockedTo}` }) },
      )
    : undefined;
  return (
    <fieldset className={styles.toggle} disabled={lockedTo !== null} title={lockedHint}>
      <legend className="visually-hidden">
        {lockedHint ?? intl.formatMessage({ id: 'accountType.legend' })}
      </legend>
      {(['personal', 'business'] as const).map((type) => (
        <label key={type} className={styles.option}>
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
