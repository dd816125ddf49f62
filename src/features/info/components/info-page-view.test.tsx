import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import messages from '../../../../locales/de.json?compiled';
import { routeWrapper } from '../../../../tests/route-wrapper';
import { InfoPageView } from './info-page-view';

function renderPage(children?: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <IntlProvider locale="de" messages={messages}>
      <InfoPageView page="help-contact">{children}</InfoPageView>
    </IntlProvider>,
    { wrapper: routeWrapper('/de/help-contact', client) },
  );
}

describe('InfoPageView', () => {
  it('shows the heading at once and the texts of the language once loaded', async () => {
    renderPage(<p>extra</p>);
    const heading = screen.getByRole('heading', { level: 1, name: 'Hilfe und Kontakt' });
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('status')).toHaveTextContent('Seite wird geladen…');

    expect(
      await screen.findByRole('heading', { level: 2, name: 'So erreichen Sie uns' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Hilfe und Kontakt' })).toBeInTheDocument();
    expect(screen.getByText('extra')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('turns e-mail addresses and phone numbers into links', async () => {
    renderPage();
    expect(
      await screen.findAllByRole('link', { name: 'service@bagdirect.example' }),
    ).not.toHaveLength(0);
    expect(screen.getByRole('link', { name: '+31 30 123 45 67' })).toHaveAttribute(
      'href',
      'tel:+31301234567',
    );
  });
});
