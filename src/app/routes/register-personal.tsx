import { PersonalForm } from '@/features/account/register/personal-form';
import { RegisterPage } from '@/features/account/register/register-page';

/**
 * `/{lang}/auth/register-personal` (guest only): step 2 for a private buyer. A successful sign-up
 * marks the session present and the guest guard sends the new user on (safe `returnTo`, else home).
 */
export function Component() {
  return (
    <RegisterPage titleId="page.registerPersonal.title" step={2}>
      <PersonalForm />
    </RegisterPage>
  );
}
