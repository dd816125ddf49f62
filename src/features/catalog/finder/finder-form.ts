/**
 * The finder as a GET form (docs/decisions/0080-get-forms-before-the-app.md): before the app
 * runs, the browser sends it to `/results?category=bag&brand=nilfisk[&model=attix-30]`, the
 * catalogue's slugs. A static host cannot redirect on a query string, so the results route turns
 * that address into the machine's own results page once the app starts. `model`, not `type`:
 * `?type=` is the results page's product type filter (filter-params.ts).
 */
export const finderFormParam = { brand: 'brand', model: 'model' } as const;

/**
 * The results page the finder's form asked for (its path segments and the parameters left,
 * `?category=`), or null when the address is not the finder's form.
 */
export function finderFormTarget(
  search: URLSearchParams,
): { segments: string[]; search: URLSearchParams } | null {
  if (!search.has(finderFormParam.brand)) return null;
  const brand = search.get(finderFormParam.brand)?.trim() ?? '';
  // A model without a brand names nothing: the brand's own list (or all products) instead.
  const model = brand ? (search.get(finderFormParam.model)?.trim() ?? '') : '';
  const rest = new URLSearchParams(search);
  rest.delete(finderFormParam.brand);
  rest.delete(finderFormParam.model);
  return { segments: [brand, model].filter(Boolean), search: rest };
}
