import { SubmitButton } from '@/shared/ui/form/submit-button';
import { RegisterFailureAlert } from './register-failure';
import type { RegisterFailure } from './use-sign-up-submit';
import styles from './register-form.module.css';

interface RegisterActionsProps {
  failure: RegisterFailure | null;
  busy: boolean;
}

/**
 * 'Finish registration' with the failure alert right above it, where the shopper's eyes are
 * after pressing it (on a phone the top of the form is out of sight).
 */
export function RegisterActions({ failure, busy }: RegisterActionsProps) {
  return (
    <div className={styles.actions}>
      {failure && <RegisterFailureAlert failure={failure} />}
      <SubmitButton labelId="register.submit" pendingLabelId="register.submitting" pending={busy} />
    </div>
  );
}
