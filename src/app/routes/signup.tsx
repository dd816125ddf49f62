import { AccountTypeChoice } from '@/features/account/register/account-type-choice';
import { RegisterPage } from '@/features/account/register/register-page';

/** `/{lang}/auth/_signup` (guest only): step 1 of registration, for myself or for my company. */
export function Component() {
  return (
    <RegisterPage titleId="page.signup.title" step={1}>
      <AccountTypeChoice />
    </RegisterPage>
  );
}
