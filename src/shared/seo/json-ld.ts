/**
 * Structured data (schema.org JSON-LD) in the page head: its type and how it is written into
 * `<script type="application/ld+json">` (src/app/seo sets it through textContent). Every page's
 * head uses this; the builders for products and breadcrumbs are in ./structured-data.ts, which only
 * the product and results routes load.
 */

export type JsonLd = Record<string, unknown>;

/**
 * JSON for inside a `<script>` element: `<` becomes `\u003c` so no value (a product name such as
 * `</script><script>…`) can end the element early; `>`, `&` and the JS line separators are escaped
 * too, which every JSON parser reads back unchanged.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
