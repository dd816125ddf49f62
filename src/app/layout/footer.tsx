import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useLanguage } from '@/shared/shopper/use-shopper-context';
import { paths } from '@/shared/config/paths';
import { shopIdentity } from '@/shared/api/contract/shop-identity';
import { serviceMenu } from './header/menu-items';
import styles from './footer.module.css';

/** The stated promises of requirements §13.1, and every information page. */
const promises = [
  'promise.delivery',
  'promise.moneyBack',
  'promise.returns',
  'promise.payment',
  'promise.registration',
];

const currentYear = () => new Date().getFullYear();

/**
 * The year the server's HTML shows. A prerendered page is built once and served for months, maybe
 * into a new year: hydrating with today's year would mismatch its text (and React would render the
 * whole page again). So hydration takes the HTML's own year, and React renders the current one
 * right after (useSyncExternalStore compares the snapshots once hydrated). In Node there is no
 * page yet: the server renders the current year.
 */
function serverYear(): number {
  // The footer's data-year attribute: the year its HTML was rendered with.
  const shown = globalThis.document?.querySelector('footer [data-year]')?.getAttribute('data-year');
  return Number(shown) || currentYear();
}

/**
 * Nothing to listen to: the year is read at every render (a page left open over New Year's Eve
 * shows the new year at the footer's next render).
 */
const noUpdates = () => () => {};

export function Footer() {
  const language = useLanguage();
  const intl = useIntl();
  const year = useSyncExternalStore(noUpdates, currentYear, serverYear);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section aria-labelledby="footer-promises">
          <h2 id="footer-promises" className={styles.heading}>
            {t('footer.promises')}
          </h2>
          <ul className={styles.promises}>
            {promises.map((id) => (
              <li key={id}>{t(id)}</li>
            ))}
          </ul>
        </section>
        <nav aria-labelledby="footer-service">
          <h2 id="footer-service" className={styles.heading}>
            {t('footer.service')}
          </h2>
          <ul className={styles.links}>
            {serviceMenu(language).map((item) => (
              <li key={item.id}>
                <Link to={item.href}>{t(item.id)}</Link>
              </li>
            ))}
            <li>
              <Link to={paths.orderLookup.getHref(language)}>{t('footer.orderLookup')}</Link>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-business">
          <h2 id="footer-business" className={styles.heading}>
            {t('footer.business')}
          </h2>
          <p>{t('footer.business.text')}</p>
          <Link to={paths.info.getHref(language, 'business-buyers')}>
            {t('footer.business.link')}
          </Link>
        </section>
      </div>
      <p className={styles.legal} data-year={year}>
        {t('footer.legal', { year: String(year), shopName: shopIdentity.name })}
      </p>
    </footer>
  );
}
