/**
 * Past orders of the demo users, across 2025 and 2026, so order history, search by year, brand
 * and product name, invoices and company sharing have something to show. Dates are fixed (never
 * "now") and the prices use a fixed historical discount policy, so every run seeds the same orders.
 */
import type { AddressInput } from '../../src/shared/api/contract/account';
import type {
  BillingAddress,
  OrderStatus,
  PaymentMethod,
} from '../../src/shared/api/contract/orders';
import type { DiscountPolicy } from '../rules/discounts';
import { seedAddresses } from './addresses';
import { catalog } from './catalog/index';
import type { FamilyKind } from './catalog/records';
import { priceOrder } from './order-pricing';
import type { OrderCustomer, OrderRecord } from './orders';

/** No campaign ran when these orders were placed; personal discounts still apply per buyer. */
const HISTORICAL_DISCOUNTS: DiscountPolicy = {
  global: null,
  brandPercentage: () => null,
  brandMinimumOrderAmountExclVat: 0,
};

interface SeedCustomer extends OrderCustomer {
  userId: string;
  companyId: string | null;
  discountPercentage: number | null;
}

const anna: SeedCustomer = {
  userId: 'user-anna',
  companyId: null,
  name: 'Anna Jansen',
  email: 'anna@example.nl',
  telephone: '+31 6 2418 7730',
  companyName: null,
  kvkNumber: null,
  vatNumber: null,
  discountPercentage: 5,
};
const dekker: SeedCustomer = {
  userId: 'user-dekker',
  companyId: 'company-dekker',
  name: 'Pieter Dekker',
  email: 'inkoop@dekker-bouw.example.nl',
  telephone: '+31 35 604 1290',
  companyName: 'Dekker Bouw B.V.',
  kvkNumber: '12345678',
  vatNumber: null,
  discountPercentage: null,
};
const peeters: SeedCustomer = {
  userId: 'user-peeters',
  companyId: 'company-peeters',
  name: 'Lotte Peeters',
  email: 'aankoop@peeters.example.be',
  telephone: '+32 3 541 78 20',
  companyName: 'Schoonmaak Peeters BV',
  kvkNumber: null,
  vatNumber: 'BE0123456789',
  discountPercentage: null,
};
const cleanPro = {
  companyId: 'company-cleanpro',
  companyName: 'CleanPro Facility B.V.',
  kvkNumber: '87654321',
  vatNumber: null,
  discountPercentage: 3,
};
const jan: SeedCustomer = {
  ...cleanPro,
  userId: 'user-jan',
  name: 'Jan de Vries',
  email: 'jan@cleanpro.example.nl',
  telephone: '+31 33 462 0815',
};
const els: SeedCustomer = {
  ...cleanPro,
  userId: 'user-els',
  name: 'Els Bakker',
  email: 'els@cleanpro.example.nl',
  telephone: '+31 38 421 6604',
};

/** [brand id, family kind, which packaging (0 = smallest), number of packagings] */
type SeedItem = [string, FamilyKind, number, number];

interface SeedOrder {
  orderedOn: string;
  customer: SeedCustomer;
  addressId: string;
  paymentMethod: PaymentMethod;
  status: OrderStatus;
  items: SeedItem[];
  /** Orders on invoice: the buyer's own purchase-order reference, so the demo shows one. */
  purchaseOrderReference?: string;
  /** Orders on invoice: an invoice address other than the delivery address. */
  billingAddress?: BillingAddress;
}

const seedPlan: SeedOrder[] = [
  {
    orderedOn: '2025-03-14T09:12:00.000Z',
    customer: anna,
    addressId: 'addr-anna-utrecht',
    paymentMethod: 'bank',
    status: 'shipped',
    items: [
      ['b-miele', 'paper-bag', 0, 2],
      ['b-miele', 'hepa-filter', 0, 1],
    ],
  },
  {
    orderedOn: '2025-05-06T08:30:00.000Z',
    customer: dekker,
    addressId: 'addr-dekker-soest',
    paymentMethod: 'invoice',
    status: 'shipped',
    items: [
      ['b-festool', 'synthetic-bag', 1, 5],
      ['b-makita', 'synthetic-bag', 0, 2],
    ],
  },
  {
    orderedOn: '2025-06-23T09:45:00.000Z',
    customer: jan,
    addressId: 'addr-cleanpro-amersfoort',
    paymentMethod: 'invoice',
    status: 'shipped',
    items: [['b-numatic', 'paper-bag', 2, 4]],
  },
  {
    orderedOn: '2025-09-18T11:00:00.000Z',
    customer: peeters,
    addressId: 'addr-peeters-antwerpen',
    paymentMethod: 'invoice',
    status: 'shipped',
    items: [
      ['b-nilfisk', 'synthetic-bag', 1, 6],
      ['b-numatic', 'cartridge-filter', 0, 2],
    ],
  },
  {
    orderedOn: '2025-11-02T19:40:00.000Z',
    customer: anna,
    addressId: 'addr-anna-utrecht',
    paymentMethod: 'bank',
    status: 'shipped',
    items: [['b-vorwerk', 'paper-bag', 0, 3]],
  },
  {
    orderedOn: '2026-01-13T13:15:00.000Z',
    customer: dekker,
    addressId: 'addr-dekker-huizen',
    paymentMethod: 'invoice',
    status: 'shipped',
    items: [
      ['b-festool', 'synthetic-bag', 2, 2],
      ['b-festool', 'hepa-filter', 0, 1],
    ],
  },
  {
    orderedOn: '2026-02-21T10:05:00.000Z',
    customer: anna,
    addressId: 'addr-anna-utrecht',
    paymentMethod: 'bank',
    status: 'shipped',
    items: [
      ['b-philips', 'synthetic-bag', 0, 1],
      ['b-miele', 'paper-bag', 1, 1],
    ],
  },
  {
    orderedOn: '2026-03-09T15:30:00.000Z',
    customer: els,
    addressId: 'addr-cleanpro-zwolle',
    paymentMethod: 'invoice',
    status: 'shipped',
    items: [
      ['b-cleanfix', 'paper-bag', 1, 4],
      ['b-sebo', 'paper-bag', 0, 2],
    ],
    // Delivered to the depot, invoiced to head office's accounts payable.
    purchaseOrderReference: 'CP-ZWO-2026-031',
    billingAddress: {
      name: 'CleanPro Facility B.V. - crediteurenadministratie',
      address: 'Postbus 2120',
      postalcode: '3800 CC',
      city: 'Amersfoort',
      country: 'NL',
    },
  },
  {
    orderedOn: '2026-04-02T14:20:00.000Z',
    customer: peeters,
    addressId: 'addr-peeters-antwerpen',
    paymentMethod: 'invoice',
    status: 'shipped',
    items: [['b-taski', 'synthetic-bag', 1, 3]],
  },
  {
    orderedOn: '2026-09-15T08:05:00.000Z',
    customer: jan,
    addressId: 'addr-cleanpro-amersfoort',
    paymentMethod: 'bank',
    status: 'paid',
    items: [
      ['b-nilfisk', 'paper-bag', 0, 10],
      ['b-karcher', 'synthetic-bag', 0, 2],
    ],
  },
  {
    orderedOn: '2026-10-28T07:55:00.000Z',
    customer: dekker,
    addressId: 'addr-dekker-soest',
    paymentMethod: 'invoice',
    status: 'invoiced',
    items: [['b-karcher', 'synthetic-bag', 1, 4]],
    purchaseOrderReference: 'INK-2026-0412',
  },
];

/** The packaging id for a seed item; falls back to any product so a catalogue change never breaks the seed. */
function packagingFor([brandId, kind, packIndex]: SeedItem): string {
  const families = catalog().families;
  const family =
    families.find((f) => f.brandId === brandId && f.kind === kind) ??
    families.find((f) => f.kind === kind) ??
    families[0];
  const packagings = family?.packagings ?? [];
  const packaging = packagings[Math.min(packIndex, packagings.length - 1)];
  if (!packaging) throw new Error('The catalogue has no products to seed orders with');
  return packaging.id;
}

/** The seeded orders, numbered from 101 in date order, and the next free sequence number. */
export function seedOrders(orderNumber: (sequence: number, orderedOn: string) => string): {
  orders: OrderRecord[];
  nextSequence: number;
} {
  const addressById = new Map(seedAddresses().records.map((a) => [a.id, a] as const));
  const orders = seedPlan.flatMap((plan, i): OrderRecord[] => {
    const stored = addressById.get(plan.addressId);
    if (!stored) return [];
    const { owner: _owner, id: _id, ...deliveryAddress } = stored;
    const address: AddressInput = { ...deliveryAddress, isDefaultDelivery: false };
    const { userId, companyId, discountPercentage, ...customer } = plan.customer;
    const accountType = companyId ? 'business' : 'personal';
    const buyer = {
      accountType,
      countryId: address.country,
      vatNumber: customer.vatNumber,
      discountPercentage,
    } as const;
    const items = plan.items.map((item) => ({ id: packagingFor(item), amount: item[3] }));
    const priced = priceOrder(items, buyer, 'nl', HISTORICAL_DISCOUNTS);
    if (!priced.ok) return [];
    return [
      {
        orderNumber: orderNumber(101 + i, plan.orderedOn),
        orderedOn: plan.orderedOn,
        status: plan.status,
        paymentMethod: plan.paymentMethod,
        userId,
        companyId,
        accountType,
        locale: 'nl',
        customer,
        deliveryAddress: address,
        lines: priced.lines,
        totals: priced.totals,
        note: null,
        purchaseOrderReference: plan.purchaseOrderReference ?? null,
        billingAddress: plan.billingAddress ?? null,
        bank: plan.paymentMethod === 'bank' ? 'ING' : null,
      },
    ];
  });
  return { orders, nextSequence: 101 + seedPlan.length };
}
