import { useIntl } from 'react-intl';
import * as button from '@/shared/ui/button.module.css';
import { useDownloadInvoice } from '../api/download-invoice';
import styles from './order-detail.module.css';

/** Downloads the order's invoice PDF, saying when it is busy and when it failed. */
export function InvoiceDownload({ orderNumber }: { orderNumber: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const download = useDownloadInvoice();
  return (
    <div className={styles.action}>
      <button
        type="button"
        className={button.secondary}
        aria-busy={download.isPending || undefined}
        disabled={download.isPending}
        onClick={() => download.mutate(orderNumber)}
      >
        <svg className={button.icon} viewBox="0 0 24 24" aria-hidden="true">
          <path d="M12 4v11m0 0-4-4m4 4 4-4M5 19h14" />
        </svg>
        {t(download.isPending ? 'orderDetail.invoice.busy' : 'orderDetail.invoice.download')}
      </button>
      <p role="status" className={download.isSuccess ? styles.note : 'visually-hidden'}>
        {download.isSuccess ? t('orderDetail.invoice.done') : ''}
      </p>
      {download.isError && (
        <p role="alert" className={styles.error}>
          {t('orderDetail.invoice.error')}
        </p>
      )}
    </div>
  );
}
