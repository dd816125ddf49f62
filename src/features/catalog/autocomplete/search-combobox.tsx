import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { useId, useLayoutEffect, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { Suggestion } from '@/shared/api/contract/products';
import { useLanguage } from '@/shared/shopper/use-shopper-context';
import { paths, suggestionHref } from '@/shared/config/paths';
import { SearchForm } from './search-form';
import { SuggestionLabel } from './suggestion-label';
import { groupSuggestions } from './suggestion-groups';
import { useSuggestions } from './use-suggestions';
import styles from './header-search.module.css';

/**
 * A chosen suggestion empties the box (downshift would write the suggestion's label into it).
 * A suggestion is a page, not a text: the brand, model or product page it opens names it in its
 * heading, and a box still holding a label ("Nilfisk Attix 30 synthetic bags, 5 layers") would
 * read as if that page were a text search for it, and make the next search start by erasing it.
 * Large shops do the same for suggestions that open a page; a typed search keeps its text.
 */
function emptiedOnChoice(
  _state: UseComboboxState<Suggestion>,
  { changes }: UseComboboxStateChangeOptions<Suggestion>,
): Partial<UseComboboxState<Suggestion>> {
  return changes.selectedItem ? { ...changes, inputValue: '' } : changes;
}

export interface SearchComboboxProps {
  /** What was typed into the plain form before this took over. */
  initialValue: string;
  /** Where the plain form had the focus: it moves to the same place here (the field: caret at the end). */
  takeFocus: 'field' | 'button' | null;
  /** The shopper's machine models: products that fit them are suggested first. */
  machineTypeIds?: readonly string[];
}

/**
 * The header search as an ARIA combobox (downshift): suggestions grouped by kind, arrows move,
 * Enter opens the highlighted suggestion or else searches the text, Escape closes.
 */
export function SearchCombobox({
  initialValue,
  takeFocus,
  machineTypeIds = [],
}: SearchComboboxProps) {
  const language = useLanguage();
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const navigate = useNavigate();
  const baseId = useId();
  // Downshift owns the field's value (controlling it lags a render and drops fast keystrokes);
  // this copy only feeds the suggestions query.
  const [typed, setTyped] = useState(initialValue);
  const { suggestions, status, query } = useSuggestions(typed, machineTypeIds);
  const { groups, ordered } = groupSuggestions(suggestions);

  const {
    inputValue,
    isOpen,
    highlightedIndex,
    getLabelProps,
    getInputProps,
    getMenuProps,
    getItemProps,
    closeMenu,
  } = useCombobox<Suggestion>({
    items: ordered,
    inputId: `${baseId}-input`,
    initialInputValue: initialValue,
    // Nothing stays selected: a suggestion is a link, picking it navigates.
    selectedItem: null,
    itemToString: (item) => item?.label ?? '',
    stateReducer: emptiedOnChoice,
    onInputValueChange: ({ inputValue: value }) => setTyped(value),
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) void navigate(suggestionHref(language, selectedItem));
    },
  });

  // In the commit that swaps this field in for the plain one, not after the paint: keys typed in
  // between would reach no field ("attix 30" sent as "atx 30" by a fast typist).
  useLayoutEffect(() => {
    const input = document.getElementById(`${baseId}-input`);
    if (!takeFocus || !(input instanceof HTMLInputElement)) return;
    if (takeFocus === 'button') {
      input.form?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
      return;
    }
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, [takeFocus, baseId]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    closeMenu();
    const text = inputValue.trim();
    if (text) void navigate(paths.textResults.getHref(language, text));
  };
  // Enter without a highlighted suggestion submits the form (downshift would swallow it).
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || highlightedIndex >= 0) return;
    (event.nativeEvent as { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
  };

  const open = isOpen && status !== 'idle';
  const announcement = !open
    ? ''
    : status === 'loading'
      ? t('search.status.loading')
      : status === 'none'
        ? t('search.status.none', { query })
        : t('search.status.count', { count: ordered.length });

  return (
    <SearchForm
      onSubmit={submit}
      labelProps={getLabelProps()}
      inputProps={getInputProps({ onKeyDown })}
    >
      <div {...getMenuProps()} className={styles.menu} data-open={open && ordered.length > 0}>
        {open &&
          groups.map((group) => (
            <div key={group.kind} role="group" aria-labelledby={`${baseId}-${group.kind}`}>
              <div id={`${baseId}-${group.kind}`} className={styles.groupLabel}>
                {t(`search.group.${group.kind}`)}
              </div>
              {group.entries.map(({ suggestion, index }) => (
                <div
                  key={`${suggestion.kind}:${suggestion.path}`}
                  {...getItemProps({ item: suggestion, index })}
                  className={styles.option}
                  data-highlighted={highlightedIndex === index}
                >
                  <SuggestionLabel suggestion={suggestion} />
                </div>
              ))}
            </div>
          ))}
      </div>
      {open && status === 'none' && (
        <p className={styles.empty} aria-hidden="true">
          {announcement}
        </p>
      )}
      <div role="status" className="visually-hidden">
        {announcement}
      </div>
    </SearchForm>
  );
}
