import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { beforeEach, describe, expect, it } from 'vitest';
import messages from '../../../../locales/en.json?compiled';
import { MAX_VISIBLE_TOASTS, showToast, useToastStore } from './toast-store';
import { Toaster } from './toaster';

const renderToaster = () =>
  render(
    <IntlProvider locale="en-US" messages={messages}>
      <Toaster />
    </IntlProvider>,
  );

beforeEach(() => useToastStore.getState().clear());

describe('Toaster', () => {
  it('shows at most 5 toasts, the newest ones', () => {
    renderToaster();
    act(() => {
      for (let i = 1; i <= 7; i++) showToast({ tone: 'error', title: { raw: `Problem ${i}` } });
    });
    const toasts = screen.getAllByTestId('toast');
    expect(MAX_VISIBLE_TOASTS).toBe(5);
    expect(toasts).toHaveLength(5);
    expect(toasts[0]).toHaveTextContent('Problem 3');
    expect(toasts[4]).toHaveTextContent('Problem 7');
  });

  it('says the same message once while it is on screen', () => {
    renderToaster();
    act(() => {
      showToast({ tone: 'error', title: { raw: 'Refused' } });
      showToast({ tone: 'error', title: { raw: 'Refused' } });
      showToast({ tone: 'error', title: { raw: 'Other' } });
    });
    expect(screen.getAllByTestId('toast').map((toast) => toast.textContent)).toEqual([
      expect.stringContaining('Refused'),
      expect.stringContaining('Other'),
    ]);
  });

  it('shows errors as alerts and success as status, with translated titles, and closes on request', async () => {
    renderToaster();
    act(() => {
      showToast({ tone: 'error', title: { id: 'startup.failed.countries' } });
      showToast({
        tone: 'success',
        title: { raw: 'Address deleted' },
        text: { raw: 'The address has been deleted' },
      });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed loading countries');
    expect(screen.getByRole('status')).toHaveTextContent('The address has been deleted');
    await userEvent.click(screen.getAllByRole('button', { name: 'Close notification' })[0]!);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
