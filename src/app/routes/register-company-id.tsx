import { useParams } from 'react-router';
import { JoinForm } from '@/features/account/register/join-form';
import { RegisterPage } from '@/features/account/register/register-page';
import { defaultLanguage, isLanguage } from '@/shared/config/languages';

/**
 * `/{lang}/auth/register-company-id` (guest only): join an existing company account as an extra
 * user, with the company's join code; reached from step 1, so it is step 2 of 2 as well.
 */
export function Component() {
  const { lang } = useParams();
  const language = isLanguage(lang) ? lang : defaultLanguage;
  return (
    <RegisterPage language={language} titleId="page.registerCompanyId.title" step={2}>
      <JoinForm language={language} />
    </RegisterPage>
  );
}
