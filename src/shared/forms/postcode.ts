/**
 * Postcodes as the countries the shop delivers to write them, so that a parcel is not sent to
 * "abcd" in the Netherlands or "1011" in Germany, and as shoppers type them: "1234ab", "1234 ab",
 * "B-2000", "D-10115". A country not listed here keeps any postcode of its length limits.
 */

interface PostcodeRule {
  /** The postcode without the country's letter prefix, spaces as typed collapsed to one. */
  pattern: RegExp;
  /** How the shop writes it: "1234 AB". */
  tidy: (match: RegExpExecArray) => string;
}

const digits = (count: number): PostcodeRule => ({
  pattern: new RegExp(`^(\\d{${count}})$`),
  tidy: ([, code = '']) => code,
});

const rules: Readonly<Record<string, PostcodeRule>> = {
  NL: { pattern: /^([1-9]\d{3}) ?([A-Z]{2})$/, tidy: ([, code, letters]) => `${code} ${letters}` },
  BE: digits(4),
  LU: digits(4),
  AT: digits(4),
  CH: digits(4),
  NO: digits(4),
  DE: digits(5),
  FR: digits(5),
  GB: {
    pattern: /^([A-Z]{1,2}\d[A-Z\d]?) ?(\d[A-Z]{2})$/,
    tidy: ([, outward, inward]) => `${outward} ${inward}`,
  },
};

/** "b-2000" → "2000", "d 10115" → "10115": the country's letters some write before the number. */
function withoutCountryPrefix(value: string, countryId: string): string {
  const prefix = countryId === 'DE' ? '(?:D|DE)' : `(?:${countryId[0]}|${countryId})`;
  return value.replace(new RegExp(`^${prefix}\\s*-\\s*|^${prefix}\\s+(?=\\d)`), '');
}

function parse(value: string, countryId: string): string | null {
  const rule = rules[countryId];
  if (!rule) return null;
  const typed = value.trim().toUpperCase().replace(/\s+/g, ' ');
  const match = rule.pattern.exec(withoutCountryPrefix(typed, countryId));
  return match ? rule.tidy(match) : null;
}

/** The postcode as the country writes it, or as typed (trimmed) when it is not one of its. */
export function tidyPostcode(value: string, countryId: string): string {
  return parse(value, countryId) ?? value.trim();
}

/** Whether `value` is a postcode of the country; any is, for a country without a rule here. */
export function isPostcodeOf(value: string, countryId: string): boolean {
  return !rules[countryId] || parse(value, countryId) !== null;
}
