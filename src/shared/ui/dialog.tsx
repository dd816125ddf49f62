import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styles from './dialog.module.css';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** The id of an element inside that describes the dialog (read out when it opens). */
  describedBy?: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/** An unchecked radio whose group has a checked one: Tab skips it (the arrows move within). */
const isSkippedRadio = (element: HTMLElement) =>
  element instanceof HTMLInputElement &&
  element.type === 'radio' &&
  !element.checked &&
  [...(element.form?.elements ?? [])].some(
    (other) =>
      other instanceof HTMLInputElement &&
      other.type === 'radio' &&
      other.name === element.name &&
      other.checked,
  );

/** Keeps Tab inside the dialog: from its last control to its first, and Shift+Tab the other way.
 * (A native modal makes the page inert, but Tab would still leave for the browser's own UI.) */
function wrapTab(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.getClientRects().length > 0 && !isSkippedRadio(element),
  );
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  const outside = !event.currentTarget.contains(active);
  if (event.shiftKey && (active === first || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A modal on the native <dialog> with showModal(): the browser moves focus in, closes on Escape
 * and makes the rest of the page inert; Tab wraps around inside it, and on close focus returns to
 * the control that opened it (when that is still on the page and focus was not moved elsewhere).
 */
export function Dialog({ open, onClose, title, children, describedBy }: DialogProps) {
  const intl = useIntl();
  const ref = useRef<HTMLDialogElement>(null);
  // Several dialogs live on one page (login, address, a page's own): each needs its own title id.
  const titleId = useId();

  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // After any close (Escape, the close button, a choice inside): back to the opener, unless the
  // close navigated away (the opener is gone) or focus already went somewhere on purpose.
  const restoreFocus = () => {
    const target = opener.current;
    opener.current = null;
    const active = document.activeElement;
    const focusLost = !active || active === document.body || ref.current?.contains(active);
    if (target?.isConnected && focusLost) target.focus({ preventScroll: true });
  };

  return (
    // The backdrop click is a mouse shortcut only: Escape (native) and the close button do the same.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onClose={() => {
        restoreFocus();
        onClose();
      }}
      onKeyDown={wrapTab}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its content) closes it.
        if (event.target === ref.current) onClose();
      }}
    >
      <div className={styles.content}>
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button
            type="button"
            className={styles.close}
            onClick={onClose}
            aria-label={intl.formatMessage({ id: 'dialog.close' })}
          >
            ×
          </button>
        </header>
        {open && children}
      </div>
    </dialog>
  );
}
