import { FormattedMessage } from 'react-intl';
import { useMatches } from 'react-router';
import styles from './placeholder.module.css';

/** Static information pages (content follows). */
export function Component() {
  const handle = useMatches().at(-1)?.handle as { titleId?: string } | undefined;
  return (
    <section className={styles.page}>
      <h1 tabIndex={-1}>
        <FormattedMessage id={handle?.titleId ?? 'page.home.title'} />
      </h1>
    </section>
  );
}
