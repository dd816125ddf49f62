import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Address, UserData } from '@/shared/api/contract/account';
import { useLanguage } from '@/shared/shopper/use-shopper-context';
import { paths } from '@/shared/config/paths';
import { AddressLines } from './address-lines';
import { Card } from './card';
import { DetailList } from './detail-list';
import styles from './page.module.css';

interface ContactCardProps {
  user: UserData;
  /** The main address (default-delivery, else the first), if the user saved one. */
  main: Address | undefined;
}

/** Name, e-mail and telephone (their own, else the main address's), with a way to change them. */
export function YourContactCard({ user, main }: ContactCardProps) {
  const language = useLanguage();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Card title={t('contactPage.you.title')}>
      <DetailList
        rows={[
          { labelId: 'contactPage.name', value: user.name },
          { labelId: 'contactPage.email', value: user.email },
          { labelId: 'contactPage.telephone', value: user.telephone || main?.telephone },
        ]}
      />
      <Link to={`${paths.profile.getHref(language)}#profile-info`} className={styles.cardLink}>
        {t('contactPage.you.edit')}
      </Link>
    </Card>
  );
}

export function MainAddressCard({ main }: Omit<ContactCardProps, 'user'>) {
  const language = useLanguage();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Card title={t('contactPage.address.title')}>
      {main ? <AddressLines address={main} /> : <p>{t('contactPage.address.none')}</p>}
      <Link to={`${paths.profile.getHref(language)}#addresses`} className={styles.cardLink}>
        {t('contactPage.address.manage')}
      </Link>
    </Card>
  );
}
