import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../msw-server';
import { renderApp } from '../render-app';

const detailCalls: string[] = [];

afterEach(() => {
  server.events.removeAllListeners();
  detailCalls.length = 0;
});

describe('prefetching a product page', () => {
  it('starts loading a product when its link is hovered or focused, before any click', async () => {
    await renderApp('/en/results/nilfisk');
    const [first, second] = await screen.findAllByRole('link', { name: /Nilfisk/ });
    server.events.on('request:start', ({ request }) => {
      const path = new URL(request.url).pathname;
      if (
        request.method === 'GET' &&
        path.startsWith('/api/products/') &&
        !path.includes('/result/')
      )
        detailCalls.push(decodeURIComponent(path));
    });
    await userEvent.hover(first!);
    await waitFor(() => expect(detailCalls).toHaveLength(1));
    expect(detailCalls[0]).toBe(
      `/api/products/${first!.getAttribute('href')!.replace('/en/detail/', '')}`,
    );
    second!.focus();
    await waitFor(() => expect(detailCalls).toHaveLength(2));
  });
});
