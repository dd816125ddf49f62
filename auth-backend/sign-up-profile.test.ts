/**
 * The company part of a sign-up as the real backend checks it: the country decides the numbers
 * (the shared rules), and the shop's accounts are asked for an existing company by its numbers,
 * or by its name in its country when it has none.
 */
import { describe, expect, it, vi } from 'vitest';
import type { ShopAccounts } from './shop-services';
import { fieldValues, readSignUpProfile } from './sign-up-profile';

function accounts(exists = false) {
  const companyExists = vi.fn<ShopAccounts['companyExists']>(async () => exists);
  const shop: ShopAccounts = {
    accountOf: async () => undefined,
    companyByJoinCode: async () => undefined,
    companyExists,
    createAccount: async () => undefined,
  };
  return { shop, companyExists };
}

const read = (values: Record<string, string>, shop: ShopAccounts) =>
  readSignUpProfile(
    fieldValues(
      Object.entries({ accountType: 'business', ...values }).map(([id, value]) => ({ id, value })),
    ),
    shop,
  );

describe('a new company at sign-up', () => {
  it('registers a German company without a VAT number, looked up by its name in Germany', async () => {
    const { shop, companyExists } = accounts();
    const { profile } = await read(
      { companyName: ' Müller  GmbH', country: 'de', firstname: 'Eva', lastname: 'Berg' },
      shop,
    );
    expect(companyExists).toHaveBeenCalledWith({
      by: 'name',
      nameKey: 'müllergmbh',
      country: 'DE',
    });
    expect(profile?.company).toEqual({
      kind: 'new',
      data: {
        companyName: 'Müller  GmbH',
        contactFirstname: 'Eva',
        contactLastname: 'Berg',
        kvkNumber: null,
        vatNumber: null,
        country: 'DE',
      },
    });
  });

  it('looks a company with a number up by that number', async () => {
    const { shop, companyExists } = accounts();
    await read({ companyName: 'Schmidt KG', country: 'DE', vatNumber: 'de 123 456 789' }, shop);
    expect(companyExists).toHaveBeenCalledWith({
      by: 'number',
      kvkNumber: null,
      vatNumber: 'DE123456789',
    });
  });

  it('says on the company name that a company without numbers has an account', async () => {
    const { shop } = accounts(true);
    expect(await read({ companyName: 'Sauber AG', country: 'CH' }, shop)).toEqual({
      profile: null,
      errors: [
        {
          id: 'companyName',
          error: 'This company already has an account: ask a colleague for its join code',
        },
      ],
    });
  });

  it('refuses what the country does not give, before asking the accounts', async () => {
    const { shop, companyExists } = accounts();
    expect((await read({ companyName: 'Smit BV', country: 'NL' }, shop)).errors).toEqual([
      { id: 'kvkNumber', error: 'Field is not optional' },
    ]);
    expect(
      (await read({ companyName: 'Sauber AG', country: 'CH', vatNumber: 'CHE123456789' }, shop))
        .errors,
    ).toEqual([{ id: 'vatNumber', error: 'A company outside the EU has no EU VAT number' }]);
    expect(
      (await read({ companyName: 'Peeters', country: 'DE', vatNumber: 'BE0123456789' }, shop))
        .errors,
    ).toEqual([{ id: 'vatNumber', error: 'A VAT number of this country starts with DE' }]);
    expect(companyExists).not.toHaveBeenCalled();
  });
});
