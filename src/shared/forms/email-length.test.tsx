/**
 * An e-mail address longer than the API keeps (TEXT_LIMITS.email) is stopped in the form, with
 * the "too big" message and its maximum in the shopper's language, before anything is sent.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import de from '../../../locales/de.json?compiled';
import en from '../../../locales/en.json?compiled';
import fr from '../../../locales/fr.json?compiled';
import nl from '../../../locales/nl.json?compiled';
import { TEXT_LIMITS } from '@/shared/api/contract/text-limits';
import { EmailField } from '@/shared/ui/form/email-field';
import { useShopForm } from '@/shared/ui/form/use-shop-form';
import { emailField } from './validation';

const schema = z.object({ email: emailField() });

function EmailForm({ email, onValid }: { email: string; onValid: () => void }) {
  const { field, handleSubmit } = useShopForm(schema, { email });
  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <EmailField {...field('email')} label="E-mail" />
      <button type="submit">Send</button>
    </form>
  );
}

const addressOf = (length: number) => `${'a'.repeat(length - '@example.nl'.length)}@example.nl`;

describe('the e-mail field’s length', () => {
  it.each([
    ['en', en, 'Too big: at most 254'],
    ['nl', nl, 'Te groot: maximaal 254'],
    ['de', de, 'Zu groß: höchstens 254'],
    ['fr', fr, 'Trop grand\u202f: au maximum 254'],
  ])('stops a longer address with the limit, in %s', async (locale, messages, text) => {
    const onValid = vi.fn();
    render(
      <IntlProvider locale={locale} messages={messages}>
        <EmailForm email={addressOf(TEXT_LIMITS.email + 1)} onValid={onValid} />
      </IntlProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const input = screen.getByLabelText('E-mail');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(text);
    expect(onValid).not.toHaveBeenCalled();
  });

  it('sends an address of exactly the limit', async () => {
    const onValid = vi.fn();
    render(
      <IntlProvider locale="en" messages={en}>
        <EmailForm email={addressOf(TEXT_LIMITS.email)} onValid={onValid} />
      </IntlProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).toHaveBeenCalledOnce();
  });
});
