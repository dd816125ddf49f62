/**
 * A machine's name typed as on its type plate, with a variant the catalogue leaves out ("WD 3
 * Premium"): the demo API finds the model without it and names the text it searched
 * (`relaxedQuery`); the results page says so above the list.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../render-app';

const list = async (heading: string) => {
  const found = await screen.findByRole('list', { name: heading });
  await waitFor(() => expect(within(found).getAllByRole('article').length).toBeGreaterThan(0));
  return found;
};

describe('a search not every word of which matches', () => {
  it.each([
    {
      lang: 'en',
      typed: 'kärcher wd 3 premium',
      model: /WD 3/,
      heading: 'Results for “kärcher wd 3 premium”',
      note: 'Nothing matches every word you typed. These are the results for “kärcher wd 3”.',
    },
    {
      lang: 'de',
      typed: 'Kärcher NT 25/1 Ap',
      model: /NT 25\/1/,
      heading: 'Ergebnisse für „Kärcher NT 25/1 Ap“',
      note: 'Nichts passt zu allen eingegebenen Wörtern. Hier sind die Ergebnisse für „Kärcher NT 25/1“.',
    },
  ])('$lang: lists the model without its variant, and says for which text', async (texts) => {
    await renderApp(`/${texts.lang}/results?q=${encodeURIComponent(texts.typed)}`);
    const results = await list(texts.heading);
    expect(screen.getByText(texts.note)).toBeInTheDocument();
    expect(within(results).getAllByRole('article')[0]).toHaveTextContent(texts.model);
  });

  it('says nothing when every word matched', async () => {
    await renderApp(`/en/results?q=${encodeURIComponent('kärcher wd 3')}`);
    await list('Results for “kärcher wd 3”');
    expect(screen.queryByText(/Nothing matches every word/)).not.toBeInTheDocument();
  });
});
