import { JoinForm } from '@/features/account/register/join-form';
import { RegisterPage } from '@/features/account/register/register-page';

/**
 * `/{lang}/auth/register-company-id` (guest only): join an existing company account as an extra
 * user, with the company's join code; reached from step 1, so it is step 2 of 2 as well.
 */
export function Component() {
  return (
    <RegisterPage titleId="page.registerCompanyId.title" step={2}>
      <JoinForm />
    </RegisterPage>
  );
}
