import { useIntl } from 'react-intl';
import type { ResultsTarget } from '../results-target';
import type { ResultsParams } from '../search-params';

interface ResultsHeadingProps {
  target: ResultsTarget | null | undefined;
  params: ResultsParams;
  id: string;
}

/** Says what the list is: the typed text, the machine, the add-on, the menu's context or all. */
export function ResultsHeading({ target, params, id }: ResultsHeadingProps) {
  const intl = useIntl();
  const category = params.category ?? 'any';
  let text: string;
  if (params.text !== null) {
    text = intl.formatMessage({ id: 'results.heading.text' }, { query: params.text });
  } else if (target?.kind === 'brand') {
    const machine = target.type ? `${target.brand.name} ${target.type.name}` : target.brand.name;
    text = intl.formatMessage({ id: 'results.heading.brand' }, { category, machine });
  } else if (target?.kind === 'addon') {
    text = target.variant
      ? intl.formatMessage(
          { id: 'results.heading.addonVariant' },
          { addon: target.addon.name, variant: target.variant.name },
        )
      : intl.formatMessage({ id: 'results.heading.addon' }, { addon: target.addon.name });
  } else if (params.context !== null) {
    text = intl.formatMessage({ id: 'results.heading.context' }, { context: params.context });
  } else {
    text = intl.formatMessage({ id: 'results.heading.all' }, { category });
  }
  return (
    <h1 id={id} tabIndex={-1}>
      {text}
    </h1>
  );
}
