/**
 * The countries the shop delivers to (docs/decisions/0013-vat-reverse-charge-and-exemptions.md):
 * six in the EU, three outside it.
 * Static reference data, not state: nothing in the demo changes it, so it is no store section.
 * Money in integer euro cents, excl. VAT.
 */
import { HOME_COUNTRY_ID, type Country } from '../../src/shared/api/contract/countries';
import type { Locale } from '../../src/shared/api/contract/common';
import { addVat } from '../rules/money';

export interface CountryRecord {
  /** ISO 3166-1 alpha-2, also the value of `x-country-code`. */
  id: string;
  names: Record<Locale, string>;
  isEu: boolean;
  /** Standard VAT rate in percent; 0 outside the EU (the shop charges no VAT there). */
  vatRate: number;
  shippingCostExclVat: number;
  /** Shipping is free from this goods total excl. VAT; 0 means never free. */
  freeShippingFromExclVat: number;
  shippingTimeDays: number;
  /** Customs clearance charged on every order outside the EU; 0 inside. */
  customsCostExclVat: number;
}

/** The shop's home country, shared with the shop: also assumed for a country we do not serve. */
export { HOME_COUNTRY_ID };

const OUTSIDE_EU_CUSTOMS = 1500;

export const countryRecords: readonly CountryRecord[] = [
  {
    id: 'NL',
    names: { nl: 'Nederland', en: 'Netherlands', de: 'Niederlande', fr: 'Pays-Bas' },
    isEu: true,
    vatRate: 21,
    shippingCostExclVat: 695,
    freeShippingFromExclVat: 7500,
    shippingTimeDays: 1,
    customsCostExclVat: 0,
  },
  {
    id: 'BE',
    names: { nl: 'België', en: 'Belgium', de: 'Belgien', fr: 'Belgique' },
    isEu: true,
    vatRate: 21,
    shippingCostExclVat: 895,
    freeShippingFromExclVat: 10000,
    shippingTimeDays: 2,
    customsCostExclVat: 0,
  },
  {
    id: 'DE',
    names: { nl: 'Duitsland', en: 'Germany', de: 'Deutschland', fr: 'Allemagne' },
    isEu: true,
    vatRate: 19,
    shippingCostExclVat: 995,
    freeShippingFromExclVat: 10000,
    shippingTimeDays: 2,
    customsCostExclVat: 0,
  },
  {
    id: 'FR',
    names: { nl: 'Frankrijk', en: 'France', de: 'Frankreich', fr: 'France' },
    isEu: true,
    vatRate: 20,
    shippingCostExclVat: 1295,
    freeShippingFromExclVat: 15000,
    shippingTimeDays: 3,
    customsCostExclVat: 0,
  },
  {
    id: 'LU',
    names: { nl: 'Luxemburg', en: 'Luxembourg', de: 'Luxemburg', fr: 'Luxembourg' },
    isEu: true,
    vatRate: 17,
    shippingCostExclVat: 995,
    freeShippingFromExclVat: 15000,
    shippingTimeDays: 2,
    customsCostExclVat: 0,
  },
  {
    id: 'AT',
    names: { nl: 'Oostenrijk', en: 'Austria', de: 'Österreich', fr: 'Autriche' },
    isEu: true,
    vatRate: 20,
    shippingCostExclVat: 1295,
    freeShippingFromExclVat: 15000,
    shippingTimeDays: 3,
    customsCostExclVat: 0,
  },
  {
    id: 'CH',
    names: { nl: 'Zwitserland', en: 'Switzerland', de: 'Schweiz', fr: 'Suisse' },
    isEu: false,
    vatRate: 0,
    shippingCostExclVat: 2495,
    freeShippingFromExclVat: 0,
    shippingTimeDays: 4,
    customsCostExclVat: OUTSIDE_EU_CUSTOMS,
  },
  {
    id: 'GB',
    names: {
      nl: 'Verenigd Koninkrijk',
      en: 'United Kingdom',
      de: 'Vereinigtes Königreich',
      fr: 'Royaume-Uni',
    },
    isEu: false,
    vatRate: 0,
    shippingCostExclVat: 2495,
    freeShippingFromExclVat: 0,
    shippingTimeDays: 4,
    customsCostExclVat: OUTSIDE_EU_CUSTOMS,
  },
  {
    id: 'NO',
    names: { nl: 'Noorwegen', en: 'Norway', de: 'Norwegen', fr: 'Norvège' },
    isEu: false,
    vatRate: 0,
    shippingCostExclVat: 2995,
    freeShippingFromExclVat: 0,
    shippingTimeDays: 5,
    customsCostExclVat: OUTSIDE_EU_CUSTOMS,
  },
];

export function findCountry(id: string): CountryRecord | undefined {
  const wanted = id.toUpperCase();
  return countryRecords.find((c) => c.id === wanted);
}

/** The country with this id, or the home country for a missing or unserved id. */
export function countryOrHome(id: string | null | undefined): CountryRecord {
  const found = id ? findCountry(id) : undefined;
  return found ?? (findCountry(HOME_COUNTRY_ID) as CountryRecord);
}

/**
 * The contract's Country. Shipping carries VAT, so `shippingCostInclVat` adds the country's own
 * rate: what a private buyer there pays (business and reverse-charge totals come from the cart).
 */
export function toCountry(record: CountryRecord, locale: Locale): Country {
  return {
    id: record.id,
    name: record.names[locale],
    isEu: record.isEu,
    vatRate: record.vatRate,
    shippingData: [
      {
        shippingCostExclVat: record.shippingCostExclVat,
        shippingCostInclVat: addVat(record.shippingCostExclVat, record.vatRate),
        freeShippingCostFromExclVat: record.freeShippingFromExclVat,
        shippingTimeDays: record.shippingTimeDays,
        customsCostExclVat: record.customsCostExclVat,
      },
    ],
  };
}
