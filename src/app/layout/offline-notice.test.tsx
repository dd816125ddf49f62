import { onlineManager } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import messages from '../../../locales/en.json?compiled';
import { OfflineNotice } from './offline-notice';

const renderNotice = () =>
  render(
    <IntlProvider locale="en-US" messages={messages}>
      <OfflineNotice />
    </IntlProvider>,
  );

describe('OfflineNotice', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    onlineManager.setOnline(true);
  });

  it('is an empty polite live region while online', () => {
    const { container } = renderNotice();
    const region = container.querySelector('[aria-live="polite"]');
    expect(region).toBeEmptyDOMElement();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says the shop is offline when the browser goes offline, and goes when it is back', () => {
    const { container } = renderNotice();
    const region = container.querySelector('[aria-live="polite"]');
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(region).toHaveTextContent(
      'You are offline Nothing is lost: the shop carries on as soon as the connection is back.',
    );
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(region).toBeEmptyDOMElement();
  });

  it('notices a connection lost before it was there (while the page was loading)', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { container } = renderNotice();
    expect(container.querySelector('[aria-live="polite"]')).toHaveTextContent('You are offline');
  });
});
