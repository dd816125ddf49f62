import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import messages from '../../../locales/en.json?compiled';
import { ErrorPage } from './error-page';
import { describeError } from './route-errors';

const renderPage = (props: Parameters<typeof ErrorPage>[0]) =>
  render(
    <IntlProvider locale="en-US" messages={messages}>
      <MemoryRouter>
        <ErrorPage {...props} />
      </MemoryRouter>
    </IntlProvider>,
  );

describe('ErrorPage', () => {
  it('defaults to status 500 with the server-error title', () => {
    renderPage({});
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Internal Server Error');
  });

  it('shows the not-found variant for 404 and the server variant for any other status', () => {
    renderPage({ status: 404 });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page Not Found');
  });

  it('treats 503 as a server error', () => {
    renderPage({ status: 503 });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Internal Server Error');
  });

  it('reads the status of thrown errors, defaulting to 500', () => {
    expect(describeError(new Error('boom'))).toEqual({ status: 500, routeCheck: false });
    expect(describeError({ status: 404 })).toEqual({ status: 404, routeCheck: false });
  });
});
