import { useLocation } from 'react-router';
import { prefilledEmail } from '@/shared/lib/prefill-email';
import { useShopForm } from '@/shared/ui/form/use-shop-form';
import { LoginDataFields } from './login-data-fields';
import { PersonFields } from './person-fields';
import { RegisterActions } from './register-actions';
import {
  emptyLoginData,
  emptyPerson,
  personalSchema,
  type PersonalValues,
} from './register-schemas';
import { useEmailTakenCheck } from './use-email-taken-check';
import { personFormFields, useSignUpSubmit } from './use-sign-up-submit';
import styles from './register-form.module.css';

/** Backend field id → form field: the same names here. */
const fieldFor = {
  salutation: 'salutation',
  firstname: 'firstname',
  lastname: 'lastname',
  email: 'email',
  password: 'password',
} as const satisfies Record<string, keyof PersonalValues>;

/** Step 2 for a private buyer (requirements §9.2): salutation, name and login data. */
export function PersonalForm() {
  // A page that links here may hand over the address (history state, not the URL): the order lookup.
  const email = prefilledEmail(useLocation().state);
  const form = useShopForm(personalSchema, { ...emptyPerson, ...emptyLoginData, email });
  const {
    field,
    formState: { isSubmitting },
  } = form;
  const emailField = useEmailTakenCheck(form);
  const { onSubmit, failure } = useSignUpSubmit(form, {
    toFormFields: (values) => ({ accountType: 'personal', ...personFormFields(values) }),
    fieldFor,
  });

  return (
    <form className={styles.form} noValidate aria-busy={isSubmitting} onSubmit={onSubmit}>
      <PersonFields field={field} />
      <LoginDataFields field={field} email={emailField} />
      <RegisterActions failure={failure} busy={isSubmitting} />
    </form>
  );
}
