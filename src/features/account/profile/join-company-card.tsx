import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import * as z from 'zod/mini';
import { isApiError } from '@/shared/api/api-error';
import { isKvkNumber, requiredText, validationIds } from '@/shared/forms/validation';
import { formatFieldMessage } from '@/shared/ui/form/field-message';
import { FormError } from '@/shared/ui/form/form-error';
import { TextField } from '@/shared/ui/form/text-field';
import { showToast } from '@/shared/ui/toast/toast-store';
import * as button from '@/shared/ui/button.module.css';
import { isTooManyAttempts } from '../lib/too-many-attempts';
import { useJoinCompany } from './api/join-company';
import { Card } from './card';
import styles from './form.module.css';

const joinSchema = z.object({
  kvkNumber: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: validationIds.required, abort: true }),
      z.refine(isKvkNumber, { error: 'validation.kvkNumber' }),
    ),
  joinCode: requiredText(),
});
type JoinValues = z.infer<typeof joinSchema>;

/**
 * For a private account: become a user of the company one works for, with its KvK number and the
 * join code a colleague sees on their profile. From then on the account orders as that business.
 */
export function JoinCompanyCard({ userId }: { userId: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const join = useJoinCompany(userId);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<JoinValues>({
    resolver: zodResolver(joinSchema),
    defaultValues: { kvkNumber: '', joinCode: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const company = await join.mutateAsync({
        kvkNumber: values.kvkNumber.trim(),
        joinCode: values.joinCode.trim(),
      });
      showToast({
        tone: 'success',
        title: { id: 'profile.join.done.title' },
        text: { id: 'profile.join.done.text', values: { company: company.companyName } },
      });
    } catch {
      // The form's alert says why (from the mutation's error); nothing typed is lost.
    }
  });
  const failure = join.error
    ? isTooManyAttempts(join.error)
      ? 'register.failed.tooManyAttempts'
      : isApiError(join.error) && join.error.status === 422
        ? 'profile.join.failed.rejected'
        : 'profile.join.failed.error'
    : null;
  return (
    <Card id="join-company" title={t('profile.join.title')}>
      <p className={styles.note}>{t('profile.join.text')}</p>
      <form className={styles.form} noValidate aria-busy={isSubmitting} onSubmit={onSubmit}>
        {failure && <FormError title={t('profile.join.failed.title')}>{t(failure)}</FormError>}
        <TextField
          {...register('kvkNumber')}
          label={t('profile.join.kvkNumber')}
          inputMode="numeric"
          autoComplete="off"
          error={formatFieldMessage(intl, errors.kvkNumber?.message)}
        />
        <TextField
          {...register('joinCode')}
          label={t('profile.join.joinCode')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={formatFieldMessage(intl, errors.joinCode?.message)}
        />
        <button
          type="submit"
          className={`${button.primary} ${styles.submit}`}
          disabled={isSubmitting}
        >
          {t(isSubmitting ? 'profile.join.submitting' : 'profile.join.submit')}
        </button>
      </form>
    </Card>
  );
}
