import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announce, LiveAnnouncer, useAnnouncerStore } from './live-announcer';

afterEach(() => {
  vi.useRealTimers();
  useAnnouncerStore.setState({ message: '' });
});

describe('LiveAnnouncer', () => {
  it('is a polite status region from the first render, empty until something is announced', () => {
    render(<LiveAnnouncer />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    act(() => announce('Bags (5 pieces) has been added to your cart.'));
    expect(region).toHaveTextContent('Bags (5 pieces) has been added to your cart.');
  });

  it('clears and repeats the same message, so it is read again', () => {
    vi.useFakeTimers();
    render(<LiveAnnouncer />);
    const region = screen.getByRole('status');
    act(() => announce('Your cart now holds 1 item.'));
    act(() => announce('Your cart now holds 1 item.'));
    expect(region).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(60));
    expect(region).toHaveTextContent('Your cart now holds 1 item.');
  });
});
