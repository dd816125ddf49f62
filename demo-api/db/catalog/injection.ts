/**
 * The one family whose merchant description carries a script-injection attempt, in every
 * language. It exists so tests can prove the shop renders merchant HTML inert (DOMPurify):
 * neither the <img onerror> nor the <script> may run and set window.__xss.
 *
 * Family: columbus/st-11-turbo/synthetic-dust-bags-5-layer (Columbus is industrial, so the
 * group that starts at its first model always gets a 5-layer fleece bag, whatever the seed).
 */
import type { FamilyRecord } from './records';
import { locales } from '../../../src/shared/api/contract/common';

export const XSS_FAMILY_SLUG = 'columbus/st-11-turbo/synthetic-dust-bags-5-layer';
export const XSS_PAYLOAD = '<img src=x onerror="window.__xss=1"><script>window.__xss=1</script>';

export function plantInjection(families: FamilyRecord[]): void {
  const family = families.find((f) => f.slug === XSS_FAMILY_SLUG);
  if (!family)
    throw new Error(`The injection family ${XSS_FAMILY_SLUG} is missing from the catalogue`);
  for (const locale of locales) family.descriptions[locale] += XSS_PAYLOAD;
}
