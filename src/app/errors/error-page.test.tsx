import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useI18nStore } from '@/features/locale/stores/i18n-store';
import messages from '../../../locales/en.json?compiled';
import { ErrorPage } from './error-page';
import { FatalError } from './fatal-error';
import { RootErrorBoundary } from './root-error-boundary';
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

describe('RootErrorBoundary', () => {
  it('shows the server-error page when something outside the routes throws', () => {
    const Broken = () => {
      throw new Error('provider failed');
    };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    useI18nStore.getState().setMessages('en', messages);
    render(
      <RootErrorBoundary fallback={<FatalError />}>
        <Broken />
      </RootErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Internal Server Error');
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/en',
    );
  });
});
