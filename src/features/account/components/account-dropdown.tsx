import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import styles from './account-menu.module.css';

interface AccountDropdownProps {
  label: string;
  children: ReactNode;
}

/**
 * The header's account dropdown: a native `<details>` whose open state is ours, because the
 * header outlives every page and a `<details>` left to itself stays open over the next page.
 * It is open only for the page it was opened on, and closes on choosing an item, on Escape, on a
 * click outside it (which only closes it) and when keyboard focus leaves it.
 */
export function AccountDropdown({ label, children }: AccountDropdownProps) {
  const location = useLocation();
  // Keyed to the page like the phone menu (header.tsx), so a navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const details = detailsRef.current;
    if (!open || !details) return;
    const inside = (target: EventTarget | null) =>
      target instanceof Node && details.contains(target);
    /** Focus inside the list would vanish with it: it goes back to the summary that opened it. */
    const close = () => {
      if (inside(document.activeElement)) summaryRef.current?.focus();
      setOpenOn(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // An Escape that closes the menu must not also close a dialog behind it.
      event.stopPropagation();
      close();
    };
    const onClick = (event: MouseEvent) => {
      // A link or button in the list is a choice (Enter on a link is a click too).
      if (event.target instanceof Element && event.target.closest('li a, li button')) close();
    };
    const onFocusOut = (event: FocusEvent) => {
      // Tabbing past the last item leaves the menu: it should not stay open over the page.
      if (event.relatedTarget !== null && !inside(event.relatedTarget)) setOpenOn(null);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!inside(event.target)) setOpenOn(null);
    };
    details.addEventListener('keydown', onKeyDown);
    details.addEventListener('click', onClick);
    details.addEventListener('focusout', onFocusOut);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      details.removeEventListener('keydown', onKeyDown);
      details.removeEventListener('click', onClick);
      details.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  return (
    <>
      {/* While the list is open, a clear layer over the page takes the click that closes it, so
          the page's links half under the list (a sliver of a header link beside it) are not
          targets too small to hit; the summary and the list sit above it. */}
      {open && <div className={styles.backdrop} aria-hidden="true" data-testid="menu-backdrop" />}
      <details
        ref={detailsRef}
        className={styles.details}
        open={open}
        onToggle={(event) => setOpenOn(event.currentTarget.open ? location.key : null)}
      >
        <summary ref={summaryRef} className={styles.summary}>
          {label}
        </summary>
        {children}
      </details>
    </>
  );
}
