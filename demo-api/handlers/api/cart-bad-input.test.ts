import { afterEach, describe, expect, it } from 'vitest';
import { CartCalculationSchema } from '../../../src/shared/api/contract/cart';
import { ApiErrorBodySchema } from '../../../src/shared/api/contract/common';
import { catalog } from '../../db/catalog/index';
import { discountSettings } from '../../db/discounts';
import { resetStore } from '../../db/store';
import { companies, users } from '../../db/users';
import { callCart, packagingOf } from './cart-test-client';

afterEach(() => resetStore());

const festool = packagingOf('b-festool');
const address = {
  name: 'Test',
  address: 'Straat 1',
  postalcode: '1000',
  city: 'Stad',
  country: 'US',
  telephone: '+1 555 123 4567',
  isDefaultDelivery: true,
};

async function rejected(body: unknown, status: number) {
  const response = await callCart('cart/calculate', { method: 'POST', body });
  expect(response.status).toBe(status);
  return ApiErrorBodySchema.parse(await response.json());
}

/** Everything a calculation could touch: users, companies, discounts, stock. */
function snapshot(): string {
  const stock = catalog().families.flatMap((f) => f.packagings.map((p) => p.stock));
  return JSON.stringify([users.all(), companies.all(), discountSettings.get(), stock]);
}

describe('POST cart/calculate: bad input', () => {
  it('malformed JSON → 400', async () => {
    expect(await rejected('{"products": [', 400)).toMatchObject({ code: 'MALFORMED_JSON' });
  });

  it('missing fields → 422 with a message per field', async () => {
    const body = await rejected({}, 422);
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(body.fieldErrors ?? {}).sort()).toEqual(['deliveryAddress', 'products']);
  });

  it('wrong types and out-of-range amounts → 422 naming the line', async () => {
    const body = await rejected(
      {
        products: [
          { id: festool.id, amount: '2' },
          { id: festool.id, amount: 0 },
        ],
        deliveryAddress: null,
      },
      422,
    );
    expect(Object.keys(body.fieldErrors ?? {}).sort()).toEqual([
      'products.0.amount',
      'products.1.amount',
    ]);
  });

  it('an unknown product (withdrawn while in the cart) is left out and named; the rest is calculated', async () => {
    const response = await callCart('cart/calculate', {
      method: 'POST',
      body: {
        products: [
          { id: festool.id, amount: 2 },
          { id: 'p-does-not-exist', amount: 1 },
          { id: 'p-does-not-exist', amount: 3 },
        ],
        deliveryAddress: null,
      },
    });
    expect(response.status).toBe(200);
    const body = CartCalculationSchema.parse(await response.json());
    expect(body.unavailableProductIds).toEqual(['p-does-not-exist']);
    expect(body.lines.map((line) => [line.productId, line.amount])).toEqual([[festool.id, 2]]);
    expect(body.subtotalExclVat).toBe(body.lines[0]!.lineTotalExclVat);
  });

  it('a cart of only unknown products is calculated as empty, naming them all', async () => {
    const response = await callCart('cart/calculate', {
      method: 'POST',
      body: { products: [{ id: 'p-gone', amount: 1 }], deliveryAddress: null },
    });
    const body = CartCalculationSchema.parse(await response.json());
    expect(body.unavailableProductIds).toEqual(['p-gone']);
    expect(body.lines).toEqual([]);
    expect(body.totalInclVat).toBe(0);
  });

  it('an address in a country the shop does not deliver to → 422', async () => {
    const body = await rejected(
      { products: [{ id: festool.id, amount: 1 }], deliveryAddress: address },
      422,
    );
    expect(body.fieldErrors).toEqual({
      'deliveryAddress.country': 'We do not deliver to this country',
    });
  });

  it('changes nothing, whether it answers or refuses', async () => {
    const before = snapshot();
    await callCart('cart/calculate', {
      method: 'POST',
      body: { products: [{ id: festool.id, amount: 3 }], deliveryAddress: null },
      as: 'user-anna',
    });
    await callCart('cart/calculate', {
      method: 'POST',
      body: { products: [{ id: 'p-does-not-exist', amount: 1 }], deliveryAddress: null },
    });
    await rejected({ products: [{ id: festool.id, amount: 0 }], deliveryAddress: null }, 422);
    await rejected('not json', 400);
    expect(snapshot()).toBe(before);
  });
});
