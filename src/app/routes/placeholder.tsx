import { FormattedMessage } from 'react-intl';
import { useMatches } from 'react-router';
import styles from './placeholder.module.css';

/** A titled placeholder for screens whose issue is still open (catalogue, accounts, cart). */
export function Component() {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as { titleId?: string } | undefined;
  return (
    <section className={styles.page}>
      <h1 tabIndex={-1}>
        <FormattedMessage id={handle?.titleId ?? 'page.home.title'} />
      </h1>
      <p>
        <FormattedMessage id="placeholder.text" />
      </p>
    </section>
  );
}
