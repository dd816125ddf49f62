import { useIntl } from 'react-intl';
import { isApiError } from '@/shared/api/api-error';
import type { Address } from '@/shared/api/contract/account';
import { Dialog } from '@/shared/ui/dialog';
import { FormError } from '@/shared/ui/form/form-error';
import * as actions from '@/shared/ui/actions.module.css';
import * as button from '@/shared/ui/button.module.css';
import styles from './address-book.module.css';

interface DeleteAddressDialogProps {
  /** The address asked about; null keeps the dialog closed. */
  address: Address | null;
  pending: boolean;
  error: unknown;
  onCancel: () => void;
  onConfirm: () => void;
}

/** 'Delete this address?' with cancel and delete (requirements §9.5); a failure keeps it open and says so. */
export function DeleteAddressDialog(props: DeleteAddressDialogProps) {
  const { address, pending, error } = props;
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const notFound = isApiError(error) && error.isNotFound;
  return (
    <Dialog open={address !== null} onClose={props.onCancel} title={t('addresses.delete.title')}>
      {address && (
        <p className={styles.confirmText}>
          {intl.formatMessage(
            { id: 'addresses.delete.text' },
            { name: address.name, address: address.address, city: address.city },
          )}
        </p>
      )}
      {error != null && (
        <FormError title={t(notFound ? 'addresses.notFound' : 'addresses.delete.failed')}>
          {notFound ? null : t('addresses.delete.failedText')}
        </FormError>
      )}
      <div className={`${actions.row} ${styles.confirmActions}`}>
        <button type="button" className={button.secondary} onClick={props.onCancel}>
          {t('addresses.delete.cancel')}
        </button>
        <button
          type="button"
          className={button.danger}
          disabled={pending}
          onClick={props.onConfirm}
        >
          {t(pending ? 'addresses.delete.deleting' : 'addresses.delete.confirm')}
        </button>
      </div>
    </Dialog>
  );
}
