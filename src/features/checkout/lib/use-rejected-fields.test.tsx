import { render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { formFieldOf } from './anonymous-order-values';
import type { PlaceState } from './use-place-order';
import { useRejectedFields } from './use-rejected-fields';

type Values = { email: string; city: string };

/** Two inputs showing their message as a title; the hook under test marks them. */
function Form({ state }: { state: PlaceState }) {
  const { register, setError, formState } = useForm<Values>({
    defaultValues: { email: '', city: '' },
  });
  useRejectedFields(state, setError, formFieldOf as (apiField: string) => keyof Values | null);
  return (
    <form>
      {(['email', 'city'] as const).map((name) => (
        <input
          key={name}
          aria-label={name}
          title={formState.errors[name]?.message ?? ''}
          {...register(name)}
        />
      ))}
    </form>
  );
}

describe('useRejectedFields', () => {
  it('marks the fields a 422 names, by the API’s paths, without moving focus', () => {
    const rejected: PlaceState = {
      status: 'failed',
      failure: 'rejected',
      fieldErrors: { 'deliveryAddress.city': 'Unknown city', paymentMethod: 'Not for guests' },
    };
    const { rerender } = render(<Form state={{ status: 'placing' }} />);
    expect(screen.getByLabelText('city')).toHaveAttribute('title', '');

    rerender(<Form state={rejected} />);
    expect(screen.getByLabelText('city')).toHaveAttribute('title', 'validation.invalid');
    expect(screen.getByLabelText('email')).toHaveAttribute('title', '');
    expect(document.body).toHaveFocus();
  });
});
