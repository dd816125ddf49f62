/**
 * The chunks a prerendered page's app loads before it hydrates, besides its entry and what the
 * entry imports statically: the page's route module with its static imports, the page language's
 * messages, and the API contract (src/shared/api/api.ts imports it as the entry starts). The
 * page's inline script asks for them together with the entry (`<meta name="app-chunks">`,
 * modulepreload), so they arrive in the same round of downloads instead of in a second round
 * that starts once the entry has arrived and run.
 */
import { staticClosure, type Manifest } from '../lib/vite-manifest';

/** The contract's chunk, by the name the build gives it (vite.config.ts). */
const CONTRACT_CHUNK = 'contract';

export function hydrationChunks(
  manifest: Manifest,
  page: { language: string; routeModule: string | null },
): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('Prerender: the Vite manifest names no entry');
  const loadedWithEntry = new Set(staticClosure(manifest, [entry]));
  const contract = Object.keys(manifest).filter((key) => manifest[key]?.name === CONTRACT_CHUNK);
  const wanted = [
    ...(page.routeModule ? [`src/app/routes/${page.routeModule}.tsx`] : []),
    `locales/${page.language}.json?compiled`,
    ...contract,
  ];
  for (const key of wanted)
    if (!manifest[key]) throw new Error(`Prerender: the Vite manifest does not list ${key}`);
  return staticClosure(manifest, wanted)
    .filter((key) => !loadedWithEntry.has(key))
    .map((key) => manifest[key]?.file ?? '')
    .filter((file) => file.endsWith('.js'));
}
