import { TextField, type TextFieldProps } from './text-field';

interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'autoComplete'> {
  /** Required: a password manager fills in the current one and offers to generate a new one. */
  autoComplete: 'current-password' | 'new-password';
}

/** A hidden password entry. */
export function PasswordField(props: PasswordFieldProps) {
  return <TextField {...props} type="password" />;
}
