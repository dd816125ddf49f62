import * as card from '@/shared/ui/card.module.css';
import panel from '../components/panel.module.css';
import styles from './states.module.css';

/** The cards a skeleton stands in for; each variant has that card's height (states.module.css). */
export type SkeletonVariant = 'profileInfo' | 'password' | 'contactYou' | 'contactAddress';

/**
 * A grey stand-in of a card while its data loads, as tall as the card it becomes (no jump when
 * it arrives). Hidden from assistive technology: the page announces the loading once.
 */
export function SkeletonCard({ variant }: { variant: SkeletonVariant }) {
  return (
    <div
      className={`${card.raised} ${panel.panel} ${styles.skeletonCard} ${styles[variant]}`}
      aria-hidden="true"
    >
      <div className={`${styles.line} ${styles.title}`} />
      <div className={styles.line} />
      <div className={`${styles.line} ${styles.short}`} />
    </div>
  );
}

/** The visually hidden status text that goes with skeletons. */
export function LoadingStatus({ text }: { text: string }) {
  return (
    <p role="status" className="visually-hidden">
      {text}
    </p>
  );
}
