import { beforeEach, describe, expect, it } from 'vitest';
import {
  MachineListSchema,
  MachineReordersSchema,
  MachineSchema,
} from '../../../src/shared/api/contract/machines';
import { orders } from '../../db/orders';
import { resetStore } from '../../db/store';
import { companies } from '../../db/users';
import { call, json, stateSnapshot } from '../test-client';

const mieleS5000 = { brandId: 'b-miele', typeId: 't-miele-s5000' };
const karcherNt25 = { brandId: 'b-karcher', typeId: 't-karcher-nt-25-1' };
const vorwerkVk130 = { brandId: 'b-vorwerk', typeId: 't-vorwerk-kobold-vk130' };

const add = async (userId: string, body: unknown) =>
  MachineSchema.parse(await json(await call('POST', '/api/machines', { as: userId, body })));
const reordersOf = async (userId: string, locale = 'nl') =>
  MachineReordersSchema.parse(
    await json(
      await call('GET', '/api/machines/reorders', { as: userId, headers: { 'x-locale': locale } }),
    ),
  );
const machinesOf = async (userId: string) =>
  MachineListSchema.parse(await json(await call('GET', '/api/machines', { as: userId })));

beforeEach(() => resetStore());

describe('machines/reorders', () => {
  it('gives each machine the products ordered for its model, with the pack and amount of the last order', async () => {
    const miele = await add('user-anna', mieleS5000);
    const none = await add('user-anna', { brandId: 'b-nilfisk', typeId: 't-nilfisk-attix-30' });
    const answer = await reordersOf('user-anna', 'en');
    expect(answer.map((m) => m.machineId)).toEqual([miele.id, none.id]);
    // Ordered twice: 2 × the 5-piece pack in 2025, 1 × the 10-piece pack in 2026; the last counts.
    expect(answer[0]?.lines).toEqual([
      {
        familyId: 'f-miele-s5000-paper-dust-bags-3-layer',
        productId: 'p-miele-s5000-paper-dust-bags-3-layer-10',
        slug: expect.any(String) as string,
        name: expect.stringMatching(/bag/i) as string,
        brandName: 'Miele',
        packagingAmount: 10,
        amount: 1,
        orderNumber: 'VS-2026-000107',
        orderedOn: '2026-02-21T10:05:00.000Z',
        available: true,
      },
    ]);
    expect(answer[1]?.lines).toEqual([]);
  });

  it('shares a company’s orders between its users, never another company’s', async () => {
    // Jan (CleanPro) ordered 2 × 5 bags for a Kärcher NT 25/1; Dekker Bouw 4 × 10 of the same.
    const cleanpro = await add('user-els', karcherNt25);
    const dekker = await add('user-dekker', karcherNt25);
    const els = await reordersOf('user-els');
    expect(els).toHaveLength(1);
    expect(els[0]).toMatchObject({ machineId: cleanpro.id });
    expect(els[0]?.lines.map((l) => [l.productId, l.amount, l.orderNumber])).toEqual([
      ['p-karcher-nt-25-1-synthetic-dust-bags-5-layer-5', 2, 'VS-2026-000110'],
    ]);
    // Dekker Bouw's answer holds its own machine only, never CleanPro's.
    const own = await reordersOf('user-dekker');
    expect(own.map((m) => m.machineId)).toEqual([dekker.id]);
    expect(own[0]?.lines.map((l) => [l.productId, l.amount, l.orderNumber])).toEqual([
      ['p-karcher-nt-25-1-synthetic-dust-bags-5-layer-10', 4, 'VS-2026-000111'],
    ]);
    // A private buyer with the same model has ordered nothing for it.
    await add('user-anna', karcherNt25);
    expect((await reordersOf('user-anna'))[0]?.lines).toEqual([]);
  });

  it('marks a pack the shop no longer sells as unavailable', async () => {
    const vorwerk = await add('user-anna', vorwerkVk130);
    const order = orders.all().find((o) => o.orderNumber === 'VS-2025-000105');
    const line = order?.lines[0];
    if (!line) throw new Error('The seeded Vorwerk order is missing');
    line.productId = 'p-vorwerk-withdrawn-5';
    const [answer] = await reordersOf('user-anna');
    expect(answer).toMatchObject({ machineId: vorwerk.id });
    expect(answer?.lines).toMatchObject([
      { productId: 'p-vorwerk-withdrawn-5', amount: 3, available: false },
    ]);
  });

  it('answers 401 without a token, changing nothing', async () => {
    const before = stateSnapshot();
    expect((await call('GET', '/api/machines/reorders')).status).toBe(401);
    expect(stateSnapshot()).toBe(before);
  });
});

describe('joining a company', () => {
  it('brings the user’s machines along, a model the company keeps already not twice', async () => {
    await add('user-jan', karcherNt25);
    await add('user-anna', { ...mieleS5000, name: 'Thuis' });
    await add('user-anna', karcherNt25);
    const joined = await call('POST', '/api/company/join', {
      as: 'user-anna',
      body: { kvkNumber: '87654321', joinCode: companies.byId('company-cleanpro')?.joinCode },
    });
    expect(joined.status).toBe(200);
    const shared = await machinesOf('user-els');
    expect(shared.map((m) => [m.type.id, m.name])).toEqual([
      ['t-karcher-nt-25-1', null],
      ['t-miele-s5000', 'Thuis'],
    ]);
    expect(await machinesOf('user-anna')).toEqual(shared);
    // Anna's own earlier orders still count for her machine in the company's list.
    const anna = await reordersOf('user-anna');
    expect(anna[1]?.lines.map((l) => l.orderNumber)).toEqual(['VS-2026-000107']);
  });
});
