import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styles from './dialog.module.css';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
}

/**
 * A modal on the native <dialog> with showModal(): the browser traps focus, closes on Escape,
 * makes the rest of the page inert and returns focus to the opener.
 */
export function Dialog({ open, onClose, title, children }: DialogProps) {
  const intl = useIntl();
  const ref = useRef<HTMLDialogElement>(null);
  // Several dialogs live on one page (login, address, a page's own): each needs its own title id.
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // The backdrop click is a mouse shortcut only: Escape (native) and the close button do the same.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onClose={onClose}
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
