/** Plain values of the contract, importable without zod (the first paint must not pull it in). */
export const accountTypes = ['personal', 'business'] as const;
export type AccountType = (typeof accountTypes)[number];

export const locales = ['nl', 'en', 'de', 'fr'] as const;
export type Locale = (typeof locales)[number];
