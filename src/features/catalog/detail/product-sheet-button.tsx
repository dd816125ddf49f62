import { useIntl } from 'react-intl';
import { useBrandSheet } from '../api/get-brand-sheet';
import * as button from '@/shared/ui/button.module.css';
import styles from './product-sheet-button.module.css';

/**
 * The product sheet: its link is asked for on click, then the PDF opens in a new tab. The tab is
 * opened before the request so popup blockers see it as the click's own window.
 */
export function ProductSheetButton({ brandId }: { brandId: string }) {
  const intl = useIntl();
  const sheet = useBrandSheet();
  const open = () => {
    const tab = window.open('', '_blank');
    // The sheet may live on another origin: it gets no handle back to the shop.
    if (tab) tab.opener = null;
    sheet.mutate(brandId, {
      onSuccess: ({ url }) => {
        if (tab) tab.location.href = url;
        else window.location.assign(url);
      },
      onError: () => tab?.close(),
    });
  };
  return (
    <div className={styles.sheet}>
      <button
        type="button"
        className={`${button.link} ${button.standalone} ${styles.button}`}
        onClick={open}
        disabled={sheet.isPending}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className={styles.icon}>
          <path
            d="M12 4v11m0 0-4-4m4 4 4-4M5 19h14"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {intl.formatMessage({ id: 'detail.sheet.download' })}
      </button>
      {sheet.isError && (
        <p role="alert" className={styles.error}>
          {intl.formatMessage({ id: 'detail.sheet.error' })}
        </p>
      )}
    </div>
  );
}
