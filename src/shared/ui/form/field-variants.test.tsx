import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import messages from '../../../../locales/en.json?compiled';
import { TelephoneField } from './address-fields';
import { EmailField } from './email-field';
import { PasswordField } from './password-field';

function English({ children }: { children: React.ReactNode }) {
  return (
    <IntlProvider locale="en-US" messages={messages}>
      {children}
    </IntlProvider>
  );
}
const renderInEnglish = (ui: React.ReactElement) => render(ui, { wrapper: English });

describe('the typed text fields', () => {
  it('EmailField: the e-mail keyboard and the shopper’s own address, or another autofill', () => {
    renderInEnglish(
      <>
        <EmailField name="email" label="Email" error="Wrong" />
        <EmailField name="login" label="Login" autoComplete="username" />
      </>,
    );
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('inputmode', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(email).toHaveAccessibleDescription('Wrong');
    expect(screen.getByLabelText('Login')).toHaveAttribute('autocomplete', 'username');
  });

  it('PasswordField: hidden, with the autofill it is given', () => {
    renderInEnglish(<PasswordField name="password" label="Password" autoComplete="new-password" />);
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
  });

  it('TelephoneField: the address book’s label, hint and shipping autofill', () => {
    const noop = async () => {};
    renderInEnglish(
      <TelephoneField name="telephone" onChange={noop} onBlur={noop} ref={() => {}} />,
    );
    const telephone = screen.getByLabelText('Telephone');
    expect(telephone).toHaveAccessibleDescription('For the courier, for example +31 6 1234 5678');
    expect(telephone).toHaveAttribute('type', 'tel');
    expect(telephone).toHaveAttribute('autocomplete', 'shipping tel');
    expect(telephone).toHaveAttribute('name', 'telephone');
  });
});
