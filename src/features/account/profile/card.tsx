import { useId, type ReactNode } from 'react';
import * as card from '@/shared/ui/card.module.css';
import panel from '../components/panel.module.css';
import styles from './page.module.css';

interface CardProps {
  /** The card's heading (already translated); it also names the section for screen readers. */
  title: string;
  /** A fragment target, e.g. `addresses` for `…/profile#addresses`. */
  id?: string;
  children: ReactNode;
}

/** One titled card of the account pages. */
export function Card({ title, id, children }: CardProps) {
  const headingId = useId();
  return (
    <section
      id={id}
      className={`${card.raised} ${panel.panel} ${styles.card}`}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className={panel.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}
