import { useParams } from 'react-router';
import { PersonalForm } from '@/features/account/register/personal-form';
import { RegisterPage } from '@/features/account/register/register-page';
import { defaultLanguage, isLanguage } from '@/shared/config/languages';

/**
 * `/{lang}/auth/register-personal` (guest only): step 2 for a private buyer. A successful sign-up
 * marks the session present and the guest guard sends the new user on (safe `returnTo`, else home).
 */
export function Component() {
  const { lang } = useParams();
  const language = isLanguage(lang) ? lang : defaultLanguage;
  return (
    <RegisterPage language={language} titleId="page.registerPersonal.title" step={2}>
      <PersonalForm language={language} />
    </RegisterPage>
  );
}
