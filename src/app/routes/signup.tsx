import { useParams } from 'react-router';
import { AccountTypeChoice } from '@/features/account/register/account-type-choice';
import { RegisterPage } from '@/features/account/register/register-page';
import { defaultLanguage, isLanguage } from '@/shared/config/languages';

/** `/{lang}/auth/_signup` (guest only): step 1 of registration, for myself or for my company. */
export function Component() {
  const { lang } = useParams();
  const language = isLanguage(lang) ? lang : defaultLanguage;
  return (
    <RegisterPage language={language} titleId="page.signup.title" step={1}>
      <AccountTypeChoice language={language} />
    </RegisterPage>
  );
}
