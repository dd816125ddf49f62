import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Card } from '@/features/account/profile/card';
import { ContactView } from '@/features/account/profile/contact-view';
import { useInfoContent } from '@/features/info/hooks/use-info-content';
import { paths } from '@/shared/config/paths';
import { useLanguage } from '@/shared/shopper/use-shopper-context';
import styles from './contact.module.css';

/** `/{lang}/dashboard/contact` (the "contact data" menu item), under the auth guard. */
export function Component() {
  return (
    <section>
      <ContactView shopContact={<ShopContact />} />
    </section>
  );
}

/**
 * The shop's own contact details, taken from the help-contact page so they are written once: its
 * first section is "how to reach us" (opening hours, e-mail, phone, post).
 */
function ShopContact() {
  const intl = useIntl();
  const language = useLanguage();
  const content = useInfoContent(language);
  const reach = content.data?.['help-contact'].sections[0];
  return (
    <Card title={intl.formatMessage({ id: 'contactPage.shop.title' })}>
      {content.isPending && <div className={styles.placeholder} aria-hidden="true" />}
      {reach && (
        <>
          {reach.paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.text}>
              {paragraph}
            </p>
          ))}
          {reach.list && (
            <ul className={styles.list}>
              {reach.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </>
      )}
      <Link to={paths.info.getHref(language, 'help-contact')} className={styles.more}>
        {intl.formatMessage({ id: 'contactPage.shop.more' })}
      </Link>
    </Card>
  );
}
