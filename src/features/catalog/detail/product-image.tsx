import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Dialog } from '@/shared/ui/dialog';
import styles from './product-image.module.css';

/**
 * The product picture, with its size given (no layout shift) and loaded eagerly: it is the largest
 * paint of the page. A click opens it enlarged in a modal.
 */
export function ProductImage({ src, name }: { src: string; name: string }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        onClick={() => setOpen(true)}
        aria-label={intl.formatMessage({ id: 'detail.image.enlarge' }, { name })}
      >
        <img
          className={styles.image}
          src={src}
          alt=""
          width={600}
          height={600}
          fetchPriority="high"
          decoding="async"
        />
        <svg aria-hidden="true" viewBox="0 0 24 24" className={styles.zoom}>
          <circle cx="10.5" cy="10.5" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M15 15l5 5M10.5 8v5M8 10.5h5" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={name}>
        <img className={styles.large} src={src} alt={name} width={1000} height={1000} />
      </Dialog>
    </>
  );
}
