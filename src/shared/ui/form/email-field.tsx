import { TextField, type TextFieldProps } from './text-field';

type EmailFieldProps = Omit<TextFieldProps, 'type' | 'inputMode'>;

/**
 * An e-mail address: phones show the keyboard with @, and the browser offers the shopper's own
 * address (`autoComplete="email"`, or "username" where it logs in).
 */
export function EmailField({ autoComplete = 'email', ...field }: EmailFieldProps) {
  return <TextField {...field} type="email" inputMode="email" autoComplete={autoComplete} />;
}
