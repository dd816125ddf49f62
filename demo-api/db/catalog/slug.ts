/** Url slugs and search keys for names such as "Kärcher" or "NT 25/1 Ap". */

/** "NT 25/1 Ap" → "nt-25-1-ap", "Kärcher" → "karcher": matches the contract's SlugSchema. */
export function slugify(text: string): string {
  return foldDiacritics(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** "Kärcher" → "Karcher", so a shopper typing without umlauts still finds the brand. */
export function foldDiacritics(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/** Lowercase, diacritics folded, punctuation as spaces: the form both haystack and query take. */
export function searchKey(text: string): string {
  return foldDiacritics(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
