import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import messages from '../../../../locales/en.json?compiled';
import type { Country } from '@/shared/api/contract/countries';
import { emailField } from '@/shared/forms/validation';
import { AddressFields } from './address-fields';
import { EmailField } from './email-field';
import { fieldMessage } from './field-message';
import { TextField } from './text-field';
import { useFieldProps, useShopForm } from './use-shop-form';

const schema = z.object({
  email: emailField(),
  company: z.object({
    name: z
      .string()
      .check(z.maxLength(3, { error: fieldMessage('validation.tooBig', { max: 3 }) })),
  }),
});

function ContactForm({ onValid }: { onValid: (values: z.infer<typeof schema>) => void }) {
  const { field, handleSubmit } = useShopForm(schema, {
    email: 'anna@',
    company: { name: 'Jansen BV' },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <EmailField {...field('email')} label="Email" />
      <TextField {...field('company.name')} label="Company" />
      <button type="submit">Send</button>
    </form>
  );
}

const renderInEnglish = (ui: React.ReactElement) =>
  render(
    <IntlProvider locale="en-US" messages={messages}>
      {ui}
    </IntlProvider>,
  );

describe('useShopForm', () => {
  it('starts from the defaults and gives each field its translated error, nested ones too', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    renderInEnglish(<ContactForm onValid={onValid} />);
    const email = screen.getByLabelText('Email');
    const company = screen.getByLabelText('Company');
    expect(email).toHaveValue('anna@');
    expect(email).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('This is not a valid email address');
    expect(company).toHaveAccessibleDescription(/at most 3/);
    // The schema's own focus rule: the first field in error.
    expect(email).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('re-checks a field in error as it changes and submits the checked values', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    renderInEnglish(<ContactForm onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const email = screen.getByLabelText('Email');

    await user.type(email, 'example.nl');
    expect(email).not.toHaveAttribute('aria-invalid');
    await user.clear(screen.getByLabelText('Company'));
    await user.type(screen.getByLabelText('Company'), 'BV');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(onValid).toHaveBeenCalledWith(
      { email: 'anna@example.nl', company: { name: 'BV' } },
      expect.anything(),
    );
  });
});

// Only the id and name are shown.
const countries = [
  { id: 'NL', name: 'Netherlands', shippingData: [{ freeShippingCostFromExclVat: 7500 }] },
] as unknown as readonly Country[];

interface AddressValues {
  address: string;
  postalcode: string;
  city: string;
  country: string;
}

/** A form made elsewhere (as checkout's invoice step gets it), wired with useFieldProps. */
function ForeignForm() {
  const form = useForm<AddressValues>({
    defaultValues: { address: '', postalcode: '', city: '', country: 'NL' },
  });
  const { field } = useFieldProps(form);
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(() => {
        form.setError('city', { message: 'validation.required' });
      })}
    >
      <AddressFields field={field} countries={countries} />
      <button type="submit">Check</button>
    </form>
  );
}

describe('useFieldProps', () => {
  it('hands AddressFields each registration and error of a form it did not create', async () => {
    const user = userEvent.setup();
    renderInEnglish(<ForeignForm />);
    expect(screen.getByLabelText('Country')).toHaveValue('NL');
    const city = screen.getByLabelText('City');
    await user.type(city, 'Utrecht');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(city).toHaveAccessibleDescription('This field is required');
    expect(screen.getByLabelText('Street and house number')).not.toHaveAttribute('aria-invalid');
  });
});
