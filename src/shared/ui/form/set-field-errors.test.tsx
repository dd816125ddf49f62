import { render, screen } from '@testing-library/react';
import { useForm, type UseFormSetError } from 'react-hook-form';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { setFieldErrors } from './set-field-errors';

interface Values {
  first: string;
  second: string;
  third: string;
}

/** Three plain inputs that show a field's message as their title (no intl needed here). */
function mount() {
  let captured!: UseFormSetError<Values>;
  function Form() {
    const form = useForm<Values>({ defaultValues: { first: '', second: '', third: '' } });
    captured = form.setError;
    const { errors } = form.formState;
    return (
      <form>
        {(['first', 'second', 'third'] as const).map((name) => (
          <input
            key={name}
            aria-label={name}
            title={errors[name]?.message ?? ''}
            {...form.register(name)}
          />
        ))}
      </form>
    );
  }
  render(<Form />);
  return () => captured;
}

const field = (name: string) => screen.getByLabelText(name);

describe('setFieldErrors', () => {
  it('marks every named field and focuses the first of them, not the last', () => {
    const setError = mount();
    let marked = false;
    act(() => {
      marked = setFieldErrors(setError(), { second: 'validation.invalid', third: 'too.big' });
    });
    expect(marked).toBe(true);
    expect(field('first')).toHaveAttribute('title', '');
    expect(field('second')).toHaveAttribute('title', 'validation.invalid');
    expect(field('third')).toHaveAttribute('title', 'too.big');
    expect(field('second')).toHaveFocus();
  });

  it('can mark without moving the focus', () => {
    const setError = mount();
    field('first').focus();
    act(() => {
      setFieldErrors(setError(), { third: 'validation.invalid' }, { focus: false });
    });
    expect(field('third')).toHaveAttribute('title', 'validation.invalid');
    expect(field('first')).toHaveFocus();
  });

  it('says so when there was nothing to mark', () => {
    const setError = mount();
    let marked = true;
    act(() => {
      marked = setFieldErrors(setError(), { first: undefined });
    });
    expect(marked).toBe(false);
    expect(field('first')).toHaveAttribute('title', '');
    expect(document.body).toHaveFocus();
  });
});
