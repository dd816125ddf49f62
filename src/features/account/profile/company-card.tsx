import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Company } from '@/shared/api/contract/account';
import { useLanguage } from '@/shared/shopper/use-shopper-context';
import { paths } from '@/shared/config/paths';
import { useCountryName } from '@/shared/shopper/countries';
import { Card } from './card';
import { DetailList } from './detail-list';
import styles from './page.module.css';

/**
 * A business account's company data, read only: it is shared by every user of the company and
 * decides VAT (KvK or VAT number), so customer service changes it, not one user.
 */
export function CompanyCard({ company }: { company: Company }) {
  const language = useLanguage();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const countryName = useCountryName();
  return (
    <Card title={t('profile.company.title')}>
      <DetailList
        rows={[
          { labelId: 'profile.company.name', value: company.companyName },
          {
            labelId: 'profile.company.contact',
            value: `${company.contactFirstname} ${company.contactLastname}`.trim(),
          },
          { labelId: 'profile.company.kvk', value: company.kvkNumber },
          { labelId: 'profile.company.vat', value: company.vatNumber },
          { labelId: 'profile.company.country', value: countryName(company.country) },
          { labelId: 'profile.company.users', value: intl.formatNumber(company.userCount) },
          { labelId: 'profile.company.joinCode', value: company.joinCode },
        ]}
      />
      <p className={styles.note}>
        {t('profile.company.note')}{' '}
        <Link to={paths.info.getHref(language, 'help-contact')}>
          {t('info.help-contact.title')}
        </Link>
      </p>
    </Card>
  );
}
