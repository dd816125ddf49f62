/**
 * What a prerendered page preloads besides the entry: its route module and that module's static
 * imports, the language's compiled messages and the API contract. The app needs all of them
 * before it can hydrate the page; from the HTML the browser fetches them side by side with the
 * entry instead of one after the other.
 */
export interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** Modules every page needs besides its route (the contract is one named chunk, vite.config.ts). */
export const sharedModules = (language: string): string[] => [
  `locales/${language}.json?compiled`,
  'chunk:contract',
];

/** A manifest entry by its key, or by its chunk's name when written `chunk:<name>`. */
function entryOf(manifest: Manifest, key: string): ManifestChunk | undefined {
  if (!key.startsWith('chunk:')) return manifest[key];
  const name = key.slice('chunk:'.length);
  return Object.entries(manifest).find(
    ([entryKey, entry]) => entryKey.startsWith('_') && entry.name === name,
  )?.[1];
}

/** The files of the modules and their static imports (the entry, loaded anyway, left out). */
export function preloadsOf(manifest: Manifest, modules: string[]): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = entryOf(manifest, key);
    if (!chunk) throw new Error(`Prerender: ${key} is not in Vite's manifest`);
    if (key === 'index.html') return;
    js.add(`/${chunk.file}`);
    chunk.css?.forEach((file) => css.add(`/${file}`));
    chunk.imports?.forEach(visit);
  };
  modules.forEach(visit);
  return { js: [...js], css: [...css] };
}
