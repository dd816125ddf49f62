import { beforeEach, describe, expect, it } from 'vitest';
import { ApiErrorBodySchema } from '../../../src/shared/api/contract/common';
import {
  MachineListSchema,
  MachineSchema,
  MAX_MACHINES,
} from '../../../src/shared/api/contract/machines';
import { TEXT_LIMITS } from '../../../src/shared/api/contract/text-limits';
import { resetStore } from '../../db/store';
import { call, json, stateSnapshot } from '../test-client';

const attix = { brandId: 'b-nilfisk', typeId: 't-nilfisk-attix-30' };

const machinesOf = async (userId: string) =>
  MachineListSchema.parse(await json(await call('GET', '/api/machines', { as: userId })));
const add = async (userId: string, body: unknown) =>
  MachineSchema.parse(await json(await call('POST', '/api/machines', { as: userId, body })));

beforeEach(() => resetStore());

describe('machines', () => {
  it('adds a catalogue model with the catalogue’s names and slugs, empty labels as none', async () => {
    const response = await call('POST', '/api/machines', {
      as: 'user-anna',
      body: { ...attix, name: '  ', site: ' thuis ' },
    });
    expect(response.status).toBe(201);
    expect(MachineSchema.parse(await json(response))).toMatchObject({
      brand: { id: 'b-nilfisk', name: 'Nilfisk', url: 'nilfisk' },
      type: { id: 't-nilfisk-attix-30', name: 'Attix 30', url: 'attix-30' },
      name: null,
      site: 'thuis',
    });
    expect((await machinesOf('user-anna')).map((m) => m.type.name)).toEqual(['Attix 30']);
  });

  it('shares a company’s machines between its users: one adds and renames, the other sees and removes', async () => {
    const machine = await add('user-jan', { ...attix, site: 'depot Zwolle' });
    expect(await machinesOf('user-els')).toEqual([machine]);
    const renamed = await call('PUT', `/api/machines/${machine.id}`, {
      as: 'user-els',
      body: { name: 'Attix 30 – werkplaats', site: 'depot Zwolle' },
    });
    expect(renamed.status).toBe(200);
    expect((await machinesOf('user-jan'))[0]).toMatchObject({
      name: 'Attix 30 – werkplaats',
      site: 'depot Zwolle',
    });
    expect(await machinesOf('user-anna')).toEqual([]);
    expect((await call('DELETE', `/api/machines/${machine.id}`, { as: 'user-els' })).status).toBe(
      204,
    );
    expect(await machinesOf('user-jan')).toEqual([]);
  });

  it('refuses more than the limit', async () => {
    for (let i = 0; i < MAX_MACHINES; i += 1) await add('user-dekker', attix);
    const before = stateSnapshot();
    const response = await call('POST', '/api/machines', { as: 'user-dekker', body: attix });
    expect(response.status).toBe(422);
    expect(ApiErrorBodySchema.parse(await json(response)).code).toBe('MACHINE_LIMIT');
    expect(stateSnapshot()).toBe(before);
  });

  it.each([
    ['malformed JSON', 'POST', '{"brandId": "b-nilfisk",', 400],
    ['a missing model', 'POST', { brandId: 'b-nilfisk' }, 422],
    ['a wrong type', 'POST', { ...attix, name: 30 }, 422],
    ['an unknown brand', 'POST', { ...attix, brandId: 'b-nobody' }, 422],
    ['another brand’s model', 'POST', { brandId: 'b-karcher', typeId: attix.typeId }, 422],
    [
      'a name that is too long',
      'POST',
      { ...attix, name: 'x'.repeat(TEXT_LIMITS.machineName + 1) },
      422,
    ],
    ['a site that is too long', 'PUT', { site: 'x'.repeat(TEXT_LIMITS.machineSite + 1) }, 422],
  ])(
    'rejects %s with the contract’s error form and changes nothing',
    async (_label, method, body, status) => {
      const mine = await add('user-dekker', attix);
      const path = method === 'PUT' ? `/api/machines/${mine.id}` : '/api/machines';
      const before = stateSnapshot();
      const response = await call(method, path, { as: 'user-dekker', body });
      expect(response.status).toBe(status);
      ApiErrorBodySchema.parse(await json(response));
      expect(stateSnapshot()).toBe(before);
    },
  );

  it('keeps the longest name and site the limits allow', async () => {
    const name = 'n'.repeat(TEXT_LIMITS.machineName);
    const site = 's'.repeat(TEXT_LIMITS.machineSite);
    expect(await add('user-anna', { ...attix, name, site })).toMatchObject({ name, site });
  });

  it('answers 404 for another customer’s machine, changing nothing', async () => {
    const cleanpro = await add('user-jan', attix);
    const before = stateSnapshot();
    const put = await call('PUT', `/api/machines/${cleanpro.id}`, {
      as: 'user-dekker',
      body: { name: 'mine now' },
    });
    expect(put.status).toBe(404);
    ApiErrorBodySchema.parse(await json(put));
    expect((await call('DELETE', `/api/machines/${cleanpro.id}`, { as: 'user-anna' })).status).toBe(
      404,
    );
    expect(stateSnapshot()).toBe(before);
  });

  it('answers 401 without a token, changing nothing', async () => {
    const before = stateSnapshot();
    expect((await call('GET', '/api/machines')).status).toBe(401);
    expect((await call('POST', '/api/machines', { body: attix })).status).toBe(401);
    expect((await call('DELETE', '/api/machines/machine-1')).status).toBe(401);
    expect(stateSnapshot()).toBe(before);
  });
});
