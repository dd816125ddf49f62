/**
 * A country's name in the page's language, from the browser's own data (Intl), so showing one
 * stored id needs no country list; an unknown id is shown as it is.
 */
export function countryName(countryId: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(countryId) ?? countryId;
  } catch {
    return countryId;
  }
}
