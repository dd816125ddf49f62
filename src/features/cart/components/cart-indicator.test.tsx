import { act, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useCartStore } from '@/shared/cart/cart-store';
import messages from '../../../../locales/en.json?compiled';
import { CartIndicator } from './cart-indicator';

function renderIndicator() {
  render(
    <IntlProvider locale="en-US" messages={messages}>
      <MemoryRouter initialEntries={['/en/shippingcosts']}>
        <Routes>
          <Route path="/:lang/*" element={<CartIndicator />} />
        </Routes>
      </MemoryRouter>
    </IntlProvider>,
  );
  return screen.getByRole('link');
}

/** As axe compares them (label-content-name-mismatch): lower case, no punctuation, one space. */
const curated = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\p{P}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();

describe('the header cart link', () => {
  afterEach(() => act(() => useCartStore.getState().clear()));

  it('has a name that contains its visible text, the count included', () => {
    act(() => useCartStore.getState().addCount('product-1', 3));
    const link = renderIndicator();
    const name = 'Shopping cart, 3 items';
    expect(link).toHaveAccessibleName(name);
    expect(curated(link.textContent ?? '')).toBe('cart 3');
    expect(curated(name)).toContain(curated(link.textContent ?? ''));
  });

  it('says the cart is empty and shows no count', () => {
    const link = renderIndicator();
    expect(link).toHaveAccessibleName('Shopping cart, empty');
    expect(curated(link.textContent ?? '')).toBe('cart');
  });
});
