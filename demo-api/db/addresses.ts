/**
 * Delivery addresses. A business user's addresses belong to the company (every user of the company
 * sees and edits the same list); a personal user's belong to that user. Each owner's list keeps
 * exactly one default delivery address whenever it is not empty.
 */
import * as z from 'zod/mini';
import type { Address, AddressInput } from '../../src/shared/api/contract/account';
import { defineSection, saveStore } from './store';
import type { UserRecord } from './users';

export interface AddressRecord extends Address {
  /** `user:<id>` or `company:<id>` (see ownerOf). */
  owner: string;
}

interface AddressState {
  records: AddressRecord[];
  /** Next number for generated ids; part of the state so a reset gives the same ids again. */
  nextId: number;
}

/** Who owns the addresses a user works with. */
export function ownerOf(user: Pick<UserRecord, 'id' | 'accountType' | 'companyId'>): string {
  return user.accountType === 'business' && user.companyId
    ? `company:${user.companyId}`
    : `user:${user.id}`;
}

/** The seeded addresses; exported so seeded orders can deliver to them. */
export function seedAddresses(): AddressState {
  const at = (owner: string, id: string, input: AddressInput): AddressRecord => ({
    ...input,
    id,
    owner,
  });
  return {
    nextId: 1,
    records: [
      at('user:user-anna', 'addr-anna-utrecht', {
        name: 'Anna Jansen',
        address: 'Oudegracht 142 bis',
        postalcode: '3511 AZ',
        city: 'Utrecht',
        country: 'NL',
        telephone: '+31 6 2418 7730',
        isDefaultDelivery: true,
      }),
      at('company:company-dekker', 'addr-dekker-soest', {
        name: 'Dekker Bouw B.V.',
        address: 'Industrieweg 12',
        postalcode: '3762 EK',
        city: 'Soest',
        country: 'NL',
        telephone: '+31 35 604 1290',
        isDefaultDelivery: true,
      }),
      at('company:company-dekker', 'addr-dekker-huizen', {
        name: 'Dekker Bouw B.V. - werkplaats',
        address: 'Havenstraat 8',
        postalcode: '1271 AD',
        city: 'Huizen',
        country: 'NL',
        telephone: '+31 35 604 1291',
        isDefaultDelivery: false,
      }),
      at('company:company-peeters', 'addr-peeters-antwerpen', {
        name: 'Schoonmaak Peeters BV',
        address: 'Noorderlaan 133',
        postalcode: '2030',
        city: 'Antwerpen',
        country: 'BE',
        telephone: '+32 3 541 78 20',
        isDefaultDelivery: true,
      }),
      at('company:company-cleanpro', 'addr-cleanpro-amersfoort', {
        name: 'CleanPro Facility B.V.',
        address: 'Computerweg 22',
        postalcode: '3821 AB',
        city: 'Amersfoort',
        country: 'NL',
        telephone: '+31 33 462 0815',
        isDefaultDelivery: true,
      }),
      at('company:company-cleanpro', 'addr-cleanpro-zwolle', {
        name: 'CleanPro Facility B.V. - depot Zwolle',
        address: 'Grote Voort 210',
        postalcode: '8041 BN',
        city: 'Zwolle',
        country: 'NL',
        telephone: '+31 38 421 6604',
        isDefaultDelivery: false,
      }),
    ],
  };
}

/** The fields the lists are kept by; the rest of an address was checked when it was entered. */
const StoredAddressesSchema = z.looseObject({
  records: z.array(
    z.looseObject({ id: z.string(), owner: z.string(), isDefaultDelivery: z.boolean() }),
  ),
  nextId: z.number(),
});

const section = defineSection('addresses', seedAddresses, { schema: StoredAddressesSchema });

const toAddress = ({ owner: _owner, ...address }: AddressRecord): Address => ({ ...address });
const recordsOf = (owner: string): AddressRecord[] =>
  section.get().records.filter((r) => r.owner === owner);

/** Restores "exactly one default": `preferred` wins, else the current default, else the first. */
function settleDefault(owner: string, preferred?: string): void {
  const list = recordsOf(owner);
  const current = list.find((r) => r.isDefaultDelivery);
  const winner = list.find((r) => r.id === preferred) ?? current ?? list[0];
  for (const record of list) record.isDefaultDelivery = record === winner;
}

export const addresses = {
  list: (owner: string): Address[] => recordsOf(owner).map(toAddress),

  find: (owner: string, id: string): Address | undefined => {
    const record = recordsOf(owner).find((r) => r.id === id);
    return record && toAddress(record);
  },

  create: (owner: string, input: AddressInput): Address => {
    const state = section.get();
    const record: AddressRecord = { ...input, id: `addr-${state.nextId}`, owner };
    state.nextId += 1;
    state.records.push(record);
    // A new default replaces the old one; otherwise the old default (or this first address) stays.
    if (input.isDefaultDelivery)
      for (const r of recordsOf(owner)) r.isDefaultDelivery = r === record;
    settleDefault(owner);
    saveStore();
    return toAddress(record);
  },

  update: (owner: string, id: string, input: AddressInput): Address | undefined => {
    const record = recordsOf(owner).find((r) => r.id === id);
    if (!record) return undefined;
    const wasDefault = record.isDefaultDelivery;
    Object.assign(record, input);
    if (input.isDefaultDelivery) settleDefault(owner, id);
    else if (wasDefault) {
      // Unflagging the default hands the flag to the first other address (if there is one).
      record.isDefaultDelivery = false;
      const next = recordsOf(owner).find((r) => r.id !== id);
      settleDefault(owner, next?.id ?? id);
    }
    saveStore();
    return toAddress(record);
  },

  remove: (owner: string, id: string): boolean => {
    const state = section.get();
    const index = state.records.findIndex((r) => r.owner === owner && r.id === id);
    if (index < 0) return false;
    state.records.splice(index, 1);
    settleDefault(owner);
    saveStore();
    return true;
  },

  /** Hands a user's own addresses to a company they joined, keeping the company's default. */
  transfer: (from: string, to: string): void => {
    const state = section.get();
    const hadDefault = recordsOf(to).some((r) => r.isDefaultDelivery);
    const moving = recordsOf(from);
    // Moved to the end: the company's own addresses keep their places at the top of the list.
    state.records = [...state.records.filter((r) => r.owner !== from), ...moving];
    for (const record of moving) {
      record.owner = to;
      if (hadDefault) record.isDefaultDelivery = false;
    }
    settleDefault(to);
    saveStore();
  },
};
