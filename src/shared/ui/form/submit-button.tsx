import { useIntl } from 'react-intl';
import * as button from '@/shared/ui/button.module.css';

interface SubmitButtonProps {
  /** The label's message id, e.g. 'login.submit'. */
  labelId: string;
  /** The label's message id while the request runs, e.g. 'login.submitting'. */
  pendingLabelId: string;
  pending: boolean;
  /** The form's own layout class, beside the shared primary look. */
  className?: string;
}

/**
 * A form's primary button. Disabled while the request runs, so a double click cannot send it
 * twice; the label says it is busy, and aria-busy tells assistive technology the same.
 */
export function SubmitButton({ labelId, pendingLabelId, pending, className }: SubmitButtonProps) {
  const intl = useIntl();
  return (
    <button
      type="submit"
      className={className ? `${button.primary} ${className}` : button.primary}
      disabled={pending}
      aria-busy={pending || undefined}
    >
      {intl.formatMessage({ id: pending ? pendingLabelId : labelId })}
    </button>
  );
}
