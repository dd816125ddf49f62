import { useIntl } from 'react-intl';
import { Card } from './card';
import { PasswordForm } from './password-form';

export function PasswordCard({ email }: { email: string }) {
  const intl = useIntl();
  return (
    <Card id="password" title={intl.formatMessage({ id: 'profile.password.title' })}>
      <PasswordForm email={email} />
    </Card>
  );
}
