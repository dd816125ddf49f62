import { useId, type InputHTMLAttributes, type Ref } from 'react';
import * as choice from './choice.module.css';

export interface CheckboxFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type'
> {
  label: string;
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox with its label beside it; the whole row is the click target (at least 44 px high). */
export function CheckboxField({ label, ref, ...input }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={choice.option}>
      <input {...input} ref={ref} id={id} type="checkbox" className={choice.box} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
