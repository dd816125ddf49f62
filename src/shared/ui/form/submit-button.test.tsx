import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import messages from '../../../../locales/en.json?compiled';
import { SubmitButton } from './submit-button';

const renderButton = (pending: boolean, className?: string) =>
  render(
    <IntlProvider locale="en-US" messages={messages}>
      <form>
        <SubmitButton
          labelId="login.submit"
          pendingLabelId="login.submitting"
          pending={pending}
          className={className}
        />
      </form>
    </IntlProvider>,
  );

describe('SubmitButton', () => {
  it('submits with its label while idle', () => {
    renderButton(false);
    const submit = screen.getByRole('button', { name: 'Log in' });
    expect(submit).toHaveAttribute('type', 'submit');
    expect(submit).toBeEnabled();
    expect(submit).not.toHaveAttribute('aria-busy');
  });

  it('says it is busy and cannot be pressed again while the request runs', () => {
    renderButton(true, 'layout');
    const submit = screen.getByRole('button', { name: 'Logging in…' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAttribute('aria-busy', 'true');
    // The form's own layout class goes beside the shared look.
    expect(submit).toHaveClass('layout');
  });
});
