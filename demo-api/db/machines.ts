/**
 * "My machines": the catalogue models a buyer owns. Like addresses, a business user's machines
 * belong to the company (every colleague sees and edits the same list) and a personal user's to
 * that user; the owner key is the address book's (ownerOf). Only ids and the buyer's own labels
 * are stored: names and slugs are read from the catalogue when a list is answered.
 */
import * as z from 'zod/mini';
import type { MachineInput, MachineLabels } from '../../src/shared/api/contract/machines';
import { defineSection, saveStore } from './store';

export interface MachineRecord {
  id: string;
  /** `user:<id>` or `company:<id>` (addresses.ts's ownerOf). */
  owner: string;
  brandId: string;
  typeId: string;
  name: string | null;
  site: string | null;
}

interface MachineState {
  records: MachineRecord[];
  /** Next number for generated ids; part of the state so a reset gives the same ids again. */
  nextId: number;
}

const StoredMachinesSchema = z.object({
  records: z.array(
    z.object({
      id: z.string(),
      owner: z.string(),
      brandId: z.string(),
      typeId: z.string(),
      name: z.nullable(z.string()),
      site: z.nullable(z.string()),
    }),
  ),
  nextId: z.number(),
});

const section = defineSection<MachineState>('machines', () => ({ records: [], nextId: 1 }), {
  schema: StoredMachinesSchema,
});

/** An empty or missing label is none. */
const label = (value: string | null | undefined): string | null => value || null;

const recordsOf = (owner: string): MachineRecord[] =>
  section.get().records.filter((r) => r.owner === owner);

export const machines = {
  list: (owner: string): MachineRecord[] => recordsOf(owner).map((r) => ({ ...r })),

  count: (owner: string): number => recordsOf(owner).length,

  create: (owner: string, input: MachineInput): MachineRecord => {
    const state = section.get();
    const record: MachineRecord = {
      id: `machine-${state.nextId}`,
      owner,
      brandId: input.brandId,
      typeId: input.typeId,
      name: label(input.name),
      site: label(input.site),
    };
    state.nextId += 1;
    state.records.push(record);
    saveStore();
    return { ...record };
  },

  /** undefined when the id is not in the owner's list. */
  relabel: (owner: string, id: string, labels: MachineLabels): MachineRecord | undefined => {
    const record = recordsOf(owner).find((r) => r.id === id);
    if (!record) return undefined;
    record.name = label(labels.name);
    record.site = label(labels.site);
    saveStore();
    return { ...record };
  },

  /**
   * Hands a user's own machines to the company they joined, like their addresses: a model the
   * company keeps already is not added twice (as at login, docs/decisions/0071-my-machines.md), and
   * the limit is not applied, so joining never loses a machine
   * (docs/decisions/0079-reorder-per-machine.md).
   */
  transfer: (from: string, to: string): void => {
    const state = section.get();
    const kept = new Set(recordsOf(to).map((r) => r.typeId));
    const moving = recordsOf(from).filter((r) => {
      if (kept.has(r.typeId)) return false;
      kept.add(r.typeId);
      return true;
    });
    state.records = [...state.records.filter((r) => r.owner !== from), ...moving];
    for (const record of moving) record.owner = to;
    saveStore();
  },

  remove: (owner: string, id: string): boolean => {
    const state = section.get();
    const index = state.records.findIndex((r) => r.owner === owner && r.id === id);
    if (index < 0) return false;
    state.records.splice(index, 1);
    saveStore();
    return true;
  },
};
