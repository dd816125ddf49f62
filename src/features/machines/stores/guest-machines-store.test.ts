import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_MACHINES } from '@/shared/api/contract/machines';
import { useGuestMachinesStore } from './guest-machines-store';

const attix = {
  brand: { id: 'b-nilfisk', name: 'Nilfisk', url: 'nilfisk' },
  type: { id: 't-nilfisk-attix-30', name: 'Attix 30', url: 'attix-30' },
};
const model = (n: number) => ({
  brand: attix.brand,
  type: { id: `t-${n}`, name: `Model ${n}`, url: `model-${n}` },
});

beforeEach(async () => {
  localStorage.clear();
  await useGuestMachinesStore.persist.rehydrate();
  useGuestMachinesStore.getState().clear();
});

describe('a guest’s machines', () => {
  it('keeps each model once and survives a reload through local storage', async () => {
    useGuestMachinesStore.getState().add(attix);
    useGuestMachinesStore.getState().add(attix);
    expect(useGuestMachinesStore.getState().models).toEqual([attix]);
    const stored = localStorage.getItem('shop-machines') ?? '';
    expect(stored).toContain('t-nilfisk-attix-30');
    // A reload: the in-memory list is gone (emptying it writes too), the stored one comes back.
    useGuestMachinesStore.setState({ models: [] });
    localStorage.setItem('shop-machines', stored);
    await useGuestMachinesStore.persist.rehydrate();
    expect(useGuestMachinesStore.getState().models).toEqual([attix]);
  });

  it('removes a model and stops at the API’s limit', () => {
    for (let n = 0; n < MAX_MACHINES + 3; n += 1) useGuestMachinesStore.getState().add(model(n));
    expect(useGuestMachinesStore.getState().models).toHaveLength(MAX_MACHINES);
    useGuestMachinesStore.getState().remove('t-0');
    expect(useGuestMachinesStore.getState().models.map((m) => m.type.id)).not.toContain('t-0');
  });

  it('starts empty when the stored list is not a list of models', async () => {
    localStorage.setItem(
      'shop-machines',
      JSON.stringify({ state: { models: [{ brand: 'x' }] }, version: 1 }),
    );
    useGuestMachinesStore.setState({ models: [] });
    await useGuestMachinesStore.persist.rehydrate();
    expect(useGuestMachinesStore.getState().models).toEqual([]);
  });
});
