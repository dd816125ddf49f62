import { describe, expect, it } from 'vitest';
import { AddressNotFoundError, setMainAddress } from './make-main-address';

const guest = { accountType: 'personal', locale: 'nl', countryId: null } as const;

describe('setMainAddress', () => {
  it("fails with 'Address not found' for an id outside the list, without calling the API", async () => {
    // No session and no handler needed: the check comes before any call (requirements §9.5).
    await expect(setMainAddress(guest, [], 'addr-unknown')).rejects.toThrow(AddressNotFoundError);
    await expect(setMainAddress(guest, [], 'addr-unknown')).rejects.toThrow('Address not found');
  });
});
