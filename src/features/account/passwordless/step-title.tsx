import { useEffect, useRef } from 'react';
import styles from './passwordless.module.css';

/**
 * The heading of a passwordless step. When the shopper moves from one step to the next, focus
 * goes to it, so screen-reader and keyboard users start at the new step's instructions.
 */
export function StepTitle({ text, focus }: { text: string; focus: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <h2 ref={ref} className={styles.title} tabIndex={-1}>
      {text}
    </h2>
  );
}
