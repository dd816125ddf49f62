import { useId, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useLanguage } from '@/shared/shopper/use-shopper-context';
import { paths } from '@/shared/config/paths';
import type { SearchComboboxProps } from './search-combobox';
import { SearchForm } from './search-form';

/** The combobox's code (a lazy chunk); the app may wrap it to pass the shopper's machines. */
export type LoadCombobox = () => Promise<ComponentType<SearchComboboxProps>>;

const loadPlainCombobox: LoadCombobox = () =>
  import('./search-combobox').then((m) => m.SearchCombobox);

/**
 * The header search. The first paint gets a plain search form (Enter searches the text); the
 * autocomplete combobox and downshift load on the first focus or touch, keeping them off the
 * first-render budget, and take over the same place with what was typed so far. Both are the
 * same GET form (search-form.tsx), which the browser sends before the app runs; once it runs, it
 * navigates instead.
 */
export function HeaderSearch({
  loadCombobox = loadPlainCombobox,
}: {
  loadCombobox?: LoadCombobox;
}) {
  const language = useLanguage();
  const navigate = useNavigate();
  const id = useId();
  const requested = useRef(false);
  const [text, setText] = useState('');
  // Where the focus is in the form, for the combobox to take it over in the same place.
  const [focusIn, setFocusIn] = useState<'field' | 'button' | null>(null);
  const [Combobox, setCombobox] = useState<ComponentType<SearchComboboxProps> | null>(null);

  // A pointer over the field fetches the code early; focus (or typing) swaps the combobox in.
  const preload = () => void loadCombobox().catch(() => undefined);
  const load = () => {
    if (requested.current) return;
    requested.current = true;
    loadCombobox()
      .then((loaded) => setCombobox(() => loaded))
      // Without the combobox (a failed chunk) the plain form still searches; try again later.
      .catch(() => (requested.current = false));
  };

  if (Combobox) {
    // Focus moves along to where the shopper is when the combobox is swapped in, not where they
    // were when its chunk arrived: a Tab pressed in between has moved on to the button, and
    // taking the focus back would throw a keyboard shopper back to the field.
    return <Combobox initialValue={text} takeFocus={focusIn} />;
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) void navigate(paths.textResults.getHref(language, text.trim()));
  };
  return (
    <SearchForm
      onSubmit={submit}
      focusProps={{
        onFocus: (event) =>
          setFocusIn(event.target instanceof HTMLButtonElement ? 'button' : 'field'),
        onBlur: (event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setFocusIn(null);
        },
      }}
      labelProps={{ htmlFor: id }}
      inputProps={{
        id,
        autoComplete: 'off',
        value: text,
        onChange: (event) => {
          setText(event.target.value);
          // Typed before the app was there, the field had the focus before React could see it.
          if (document.activeElement === event.target) setFocusIn('field');
          load();
        },
        onFocus: load,
        onPointerEnter: preload,
        onTouchStart: preload,
      }}
    />
  );
}
