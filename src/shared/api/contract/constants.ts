/** Plain values of the contract, importable without zod (the first paint must not pull it in). */
export const accountTypes = ['personal', 'business'] as const;
export type AccountType = (typeof accountTypes)[number];

export const locales = ['nl', 'en', 'de', 'fr'] as const;
export type Locale = (typeof locales)[number];

/**
 * The shop is Dutch: the country the API calculates for when a call names none (`x-country-code`
 * null), so the shop names it as the delivery country until the shopper chooses one
 * (requirements §4.2).
 */
export const HOME_COUNTRY_ID = 'NL';

/** The most machines one account (a person or a company), or a guest's browser, keeps. */
export const MAX_MACHINES = 50;
