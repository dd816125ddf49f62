import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Language } from '@/shared/config/languages';
import { paths } from '@/shared/config/paths';
import { serviceMenu } from './header/menu-items';
import styles from './footer.module.css';

/** The stated promises of spec §1, and every information page. */
const promises = [
  'promise.delivery',
  'promise.moneyBack',
  'promise.returns',
  'promise.payment',
  'promise.registration',
];

export function Footer({ language }: { language: Language }) {
  const intl = useIntl();
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
      <p className={styles.legal}>{t('footer.legal', { year: '2026' })}</p>
    </footer>
  );
}
