import { useIntl, type IntlShape } from 'react-intl';
import { useToastStore, type ToastText } from './toast-store';
import styles from './toaster.module.css';

const format = (intl: IntlShape, text: ToastText): string =>
  'raw' in text ? text.raw : intl.formatMessage({ id: text.id }, text.values);

/** The toast stack: red for errors, green for success; announced politely, errors assertively. */
export function Toaster() {
  const intl = useIntl();
  const toasts = useToastStore((state) => state.toasts);
  const dismiss = useToastStore((state) => state.dismiss);
  return (
    <section className={styles.stack} aria-label={intl.formatMessage({ id: 'toast.region' })}>
      {toasts.map((toast) => (
        <div
          key={toast.key}
          className={`${styles.toast} ${styles[toast.tone]}`}
          role={toast.tone === 'error' ? 'alert' : 'status'}
          data-testid="toast"
        >
          <div className={styles.body}>
            <p className={styles.title}>{format(intl, toast.title)}</p>
            {toast.text && <p className={styles.text}>{format(intl, toast.text)}</p>}
            {toast.action && (
              <button type="button" className={styles.action} onClick={toast.action.onClick}>
                {format(intl, toast.action.label)}
              </button>
            )}
          </div>
          <button
            type="button"
            className={styles.close}
            onClick={() => dismiss(toast.key)}
            aria-label={intl.formatMessage({ id: 'toast.close' })}
          >
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
