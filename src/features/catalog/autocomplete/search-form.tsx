import type { ComponentPropsWithRef, FormEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { paths, SEARCH_TEXT_MAX, SEARCH_TEXT_PARAM } from '@/shared/config/paths';
import { useLanguage } from '@/shared/shopper/use-shopper-context';
import styles from './header-search.module.css';

interface SearchFormProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The label's own props (downshift's, or the field's id). */
  labelProps: ComponentPropsWithRef<'label'>;
  /** The field's own props; its name, type, look and placeholder are the form's. */
  inputProps: ComponentPropsWithRef<'input'>;
  /** What follows the field: the combobox's list and its announcements. */
  children?: ReactNode;
  /** Focus entering or leaving the form (React's focus events bubble, like focusin and focusout). */
  focusProps?: Pick<ComponentPropsWithRef<'form'>, 'onFocus' | 'onBlur'>;
}

/**
 * The header search's form, the same for the plain field of the first paint and the combobox that
 * takes its place: a GET form to the results page's `?q=`, which the browser sends itself before
 * the app runs (docs/decisions/0080-get-forms-before-the-app.md).
 */
export function SearchForm({
  onSubmit,
  labelProps,
  inputProps,
  children,
  focusProps,
}: SearchFormProps) {
  const intl = useIntl();
  const language = useLanguage();
  return (
    <form
      role="search"
      method="get"
      action={paths.results.getHref(language)}
      className={styles.search}
      onSubmit={onSubmit}
      {...focusProps}
    >
      <label {...labelProps} className="visually-hidden">
        {intl.formatMessage({ id: 'search.label' })}
      </label>
      <div className={styles.field}>
        <input
          {...inputProps}
          name={SEARCH_TEXT_PARAM}
          maxLength={SEARCH_TEXT_MAX}
          className={styles.input}
          type="text"
          enterKeyHint="search"
          placeholder={intl.formatMessage({ id: 'search.placeholder' })}
        />
        <button type="submit" className={styles.submit}>
          <svg aria-hidden="true" viewBox="0 0 24 24" className={styles.icon}>
            <circle
              cx="10.5"
              cy="10.5"
              r="6.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
            />
            <path
              d="M15.5 15.5 21 21"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
            />
          </svg>
          <span className="visually-hidden">{intl.formatMessage({ id: 'search.submit' })}</span>
        </button>
      </div>
      {children}
    </form>
  );
}
