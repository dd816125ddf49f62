/**
 * Walks every endpoint of the contract against the demo API (the msw server of tests/setup.ts) with
 * realistic parameters and the shop's headers, and checks each answer's status and that its body
 * passes the endpoint's response schema. A new endpoint without a step here fails the walk.
 */
import { describe, expect, it } from 'vitest';
import { createSession } from '../../demo-api/auth/sessions';
import { catalog } from '../../demo-api/db/catalog/index';
import { companies, DEMO_PASSWORD } from '../../demo-api/db/users';
import { MachineSchema } from '../../src/shared/api/contract/machines';
import { OrderCreatedSchema } from '../../src/shared/api/contract/orders';
import {
  endpoints,
  fillPath,
  type Endpoint,
  type EndpointName,
} from '../../src/shared/api/contract/endpoints';

interface Step {
  params?: Record<string, string>;
  query?: string;
  body?: unknown;
  /** Logs in as this demo user (required where the endpoint needs auth). */
  as?: 'user-anna' | 'user-dekker' | 'user-jan';
  /** Runs first (the demo data is re-seeded after every test) and adds what it made. */
  prepare?: () => Promise<Pick<Step, 'params' | 'query' | 'body'>>;
  status: number;
}

const data = catalog();
const family =
  data.families.find((f) => f.id === 'f-nilfisk-attix-30-synthetic-dust-bags-5-layer') ??
  data.families[0];
const packaging = family?.packagings[0];
const addon = data.addons.find((a) => a.variants.length > 0);
if (!family || !packaging || !addon) throw new Error('The demo catalogue is empty');

const address = {
  name: 'Anna Jansen',
  address: 'Biltstraat 88',
  postalcode: '3572 BJ',
  city: 'Utrecht',
  country: 'NL',
  telephone: '+31 6 5550 1234',
  isDefaultDelivery: false,
};
const items = [{ id: packaging.id, amount: 2 }];
const guestOrder = {
  email: 'guest@example.nl',
  name: 'Sanne de Boer',
  telephone: '+31 6 3333 4444',
  deliveryAddress: address,
  items,
  idempotencyKey: 'walk-guest-0001',
};

/** A guest's order, and what a guest needs to ask for its status: the number and the token. */
async function guestOrderStatus(): Promise<Pick<Step, 'params' | 'query'>> {
  const response = await send(endpoints.createAnonymousOrder, { body: guestOrder, status: 201 });
  const { orderNumber, statusToken } = OrderCreatedSchema.parse(await response.json());
  return { params: { orderNumber }, query: `?token=${encodeURIComponent(statusToken)}` };
}

const attix = { brandId: 'b-nilfisk', typeId: 't-nilfisk-attix-30' };

/** A machine of CleanPro's, added by Jan: its id. */
async function janMachine(): Promise<string> {
  const response = await send(endpoints.addMachine, {
    as: 'user-jan',
    body: attix,
    status: 201,
  });
  return MachineSchema.parse(await response.json()).id;
}

const walk: Record<EndpointName, Step> = {
  globalDiscount: { status: 200 },
  brandDiscount: { params: { brandId: family.brandId }, status: 200 },
  countries: { status: 200 },
  userData: { as: 'user-jan', status: 200 },
  updateUserData: {
    as: 'user-anna',
    body: { salutation: 'female', firstname: 'Anna', lastname: 'Jansen', data: { country: 'NL' } },
    status: 200,
  },
  userSession: { as: 'user-anna', status: 200 },
  addresses: { as: 'user-dekker', status: 200 },
  addAddress: { as: 'user-anna', body: address, status: 201 },
  updateAddress: {
    as: 'user-dekker',
    params: { id: 'addr-dekker-huizen' },
    body: { ...address, name: 'Dekker Bouw B.V.' },
    status: 200,
  },
  deleteAddress: { as: 'user-dekker', params: { id: 'addr-dekker-huizen' }, status: 204 },
  productDetail: { params: { slug: family.slug }, status: 200 },
  productResult: { params: { id: packaging.id }, status: 200 },
  brandPdf: { params: { brandId: family.brandId }, status: 200 },
  calculateCart: { body: { products: items, deliveryAddress: address }, status: 200 },
  brands: { status: 200 },
  brandTypes: { params: { brandId: family.brandId }, status: 200 },
  addons: { status: 200 },
  addonVariants: { params: { addonId: addon.id }, status: 200 },
  searchProducts: { body: { query: 'attix', sort: 'price-asc' }, status: 200 },
  autocomplete: { body: { query: 'nilf' }, status: 200 },
  createOrder: {
    as: 'user-anna',
    body: {
      items,
      deliveryAddressId: 'addr-anna-utrecht',
      paymentMethod: 'bank',
      idempotencyKey: 'walk-order-0001',
    },
    status: 201,
  },
  createAnonymousOrder: { body: guestOrder, status: 201 },
  orders: { as: 'user-anna', query: '?year=2025&brandId=b-miele', status: 200 },
  orderDetail: { as: 'user-anna', params: { orderNumber: 'VS-2025-000101' }, status: 200 },
  orderInvoice: { as: 'user-anna', params: { orderNumber: 'VS-2025-000101' }, status: 200 },
  orderStatus: { prepare: guestOrderStatus, status: 200 },
  orderLookup: {
    // A guest's order, found by its number and the guest's e-mail address.
    prepare: async () => ({
      body: {
        orderNumber: (await guestOrderStatus()).params?.orderNumber,
        email: guestOrder.email,
      },
    }),
    status: 200,
  },
  favorites: { as: 'user-anna', status: 200 },
  addFavorite: { as: 'user-anna', params: { productId: family.id }, status: 204 },
  removeFavorite: { as: 'user-anna', params: { productId: family.id }, status: 204 },
  machines: { as: 'user-jan', status: 200 },
  addMachine: {
    as: 'user-jan',
    body: { ...attix, site: 'depot Zwolle' },
    status: 201,
  },
  updateMachine: {
    as: 'user-jan',
    // Any id does for the walk without a token; the prepared machine's replaces it.
    params: { id: 'machine-1' },
    prepare: async () => ({ params: { id: await janMachine() }, body: { name: 'Werkplaats' } }),
    status: 200,
  },
  deleteMachine: {
    as: 'user-jan',
    params: { id: 'machine-1' },
    prepare: async () => ({ params: { id: await janMachine() } }),
    status: 204,
  },
  machineReorders: {
    as: 'user-jan',
    // A machine to answer for: the walk checks the answer's form.
    prepare: async () => {
      await janMachine();
      return {};
    },
    status: 200,
  },
  joinCompany: {
    as: 'user-anna',
    // The join code is drawn when the demo data is seeded.
    prepare: async () => ({
      body: { kvkNumber: '87654321', joinCode: companies.byId('company-cleanpro')?.joinCode },
    }),
    status: 200,
  },
  changePassword: {
    as: 'user-dekker',
    body: { oldPassword: DEMO_PASSWORD, newPassword: 'Nieuw!Wachtw00rd' },
    status: 204,
  },
};

async function send(endpoint: Endpoint, step: Step): Promise<Response> {
  const headers: Record<string, string> = {
    'x-account-type': step.as && step.as !== 'user-anna' ? 'business' : 'personal',
    'x-locale': 'en',
    'x-country-code': 'NL',
  };
  if (step.as) headers.Authorization = `Bearer ${createSession(step.as).accessToken}`;
  if (step.body !== undefined) headers['Content-Type'] = 'application/json';
  const url = new URL(
    `/api/${fillPath(endpoint.path, step.params)}${step.query ?? ''}`,
    window.location.origin,
  );
  return fetch(url, {
    method: endpoint.method,
    headers,
    body: step.body === undefined ? undefined : JSON.stringify(step.body),
  });
}

describe('endpoint walk', () => {
  it('has a step for every endpoint of the contract, and no others', () => {
    expect(Object.keys(walk).sort()).toEqual(Object.keys(endpoints).sort());
  });

  it.each(Object.entries(endpoints) as [EndpointName, Endpoint][])(
    '%s answers per the contract',
    async (name, endpoint) => {
      const { prepare, ...planned } = walk[name];
      expect(planned, `no walk step for ${name}`).toBeDefined();
      const step: Step = { ...planned, ...(await prepare?.()) };
      // Logged in exactly where the contract says a user is needed.
      expect(Boolean(step.as)).toBe(endpoint.auth);
      // The walk itself sends what the contract allows.
      if (endpoint.request) expect(endpoint.request.safeParse(step.body).success).toBe(true);

      const response = await send(endpoint, step);
      expect(response.status, `${endpoint.method} ${endpoint.path}`).toBe(step.status);

      if (endpoint.response) {
        const parsed = endpoint.response.safeParse(await response.json());
        expect(parsed.success ? null : parsed.error.issues).toBeNull();
      } else if (name === 'orderInvoice') {
        expect(response.headers.get('content-type')).toBe('application/pdf');
        const bytes = new Uint8Array(await response.arrayBuffer());
        expect(new TextDecoder('latin1').decode(bytes.slice(0, 5))).toBe('%PDF-');
      } else {
        expect(response.status).toBe(204);
        expect(await response.text()).toBe('');
      }
    },
  );

  it('refuses every logged-in endpoint without a token', async () => {
    for (const [name, endpoint] of Object.entries(endpoints) as [EndpointName, Endpoint][]) {
      if (!endpoint.auth) continue;
      const { as: _as, ...anonymous } = walk[name];
      expect((await send(endpoint, anonymous)).status, name).toBe(401);
    }
  });
});
