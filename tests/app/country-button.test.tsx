/**
 * Before a country is chosen, the header names the country the shop calculates for (the API's
 * default), in the same words as a chosen one, so header, cart and checkout never disagree.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import de from '../../locales/de.json';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';
import nl from '../../locales/nl.json';
import { renderApp } from '../render-app';

const cases = [
  { lang: 'nl', messages: nl, name: 'Nederland' },
  { lang: 'en', messages: en, name: 'Netherlands' },
  { lang: 'de', messages: de, name: 'Niederlande' },
  { lang: 'fr', messages: fr, name: 'Pays-Bas' },
] as const;

describe('the header country button with no country chosen', () => {
  it.each(cases)('names the default country in $lang and opens the dialog', async (c) => {
    await renderApp(`/${c.lang}`);
    // The header has the button twice (bar and phone menu); jsdom shows both. Label and country
    // are two spans with a space between, so the name reads as a sentence.
    const buttons = await screen.findAllByRole('button', {
      name: new RegExp(`^${c.messages['country.button.label']} ${c.name}$`),
    });
    await userEvent.click(buttons[0]!);
    const dialog = await screen.findByRole('dialog', { name: c.messages['country.prompt.title'] });
    // The country in use is the pressed one of the list, before any is chosen too.
    const pressed = await within(dialog).findAllByRole('button', { pressed: true });
    expect(pressed.map((button) => button.textContent)).toEqual([expect.stringContaining(c.name)]);
  });
});
