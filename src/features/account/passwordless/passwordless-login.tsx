import { useState } from 'react';
import { CodeStep } from './code-step';
import { EmailStep, type EmailStepNotice } from './email-step';
import { abandonLoginAttempt, startPasswordlessLogin, type PendingAttempt } from './login-attempt';

type Step =
  { name: 'email'; notice: EmailStepNotice | null } | { name: 'code'; email: string | null };

interface PasswordlessLoginProps {
  /** An attempt waiting for its code in this browser (e.g. after a reload): open on the code step. */
  pending?: PendingAttempt | null;
  /** Where the magic link should take the shopper after logging in (same browser only). */
  returnTo: string | null;
  /** Focus the first step's heading: the shopper chose this way of logging in just now. */
  focusFirstStep: boolean;
  emailTitle?: string;
  onUsePassword?: () => void;
  /** After a login by typed code, e.g. to close the login modal. */
  onSuccess?: () => void;
}

/**
 * Passwordless login (requirements §9.3): the e-mail step mails a link and a code; the code step logs in
 * with the typed code. A successful login only marks the session present: the guest guard (login
 * page), the modal's host or the magic-link page moves the shopper on.
 */
export function PasswordlessLogin({
  pending,
  returnTo,
  focusFirstStep,
  emailTitle,
  onUsePassword,
  onSuccess,
}: PasswordlessLoginProps) {
  const [step, setStep] = useState<Step>(
    pending ? { name: 'code', email: pending.email } : { name: 'email', notice: null },
  );
  const [email, setEmail] = useState(pending?.email ?? '');
  // Only a move between steps takes focus; the first step takes it when asked to.
  const [moved, setMoved] = useState(focusFirstStep);

  const go = (next: Step) => {
    setMoved(true);
    setStep(next);
  };

  const requestCode = async (address: string) => {
    setEmail(address);
    const outcome = await startPasswordlessLogin(address, returnTo);
    if (outcome.kind === 'sent') go({ name: 'code', email: address });
    else go({ name: 'email', notice: outcome.kind });
  };

  const startOver = () => {
    void abandonLoginAttempt().catch(() => undefined);
    go({ name: 'email', notice: null });
  };

  if (step.name === 'code')
    return (
      <CodeStep
        email={step.email}
        focusTitle={moved}
        onRestart={(reason) => go({ name: 'email', notice: reason })}
        onStartOver={startOver}
        onSuccess={onSuccess}
      />
    );
  return (
    <EmailStep
      // A new notice is a new visit to the step: the form starts again from the known address.
      key={step.notice ?? 'fresh'}
      title={emailTitle}
      focusTitle={moved}
      defaultEmail={email}
      notice={step.notice}
      onSubmit={requestCode}
      onUsePassword={onUsePassword}
    />
  );
}
