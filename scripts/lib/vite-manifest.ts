/**
 * Vite's build manifest (dist/.vite/manifest.json): which file each source module or shared chunk
 * became, and what each chunk imports statically (those load with it).
 */
export type Manifest = Record<
  string,
  { file: string; name?: string; isEntry?: boolean; imports?: string[] }
>;

/** The manifest keys of `keys` and of everything they import statically, each once. */
export function staticClosure(manifest: Manifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...seen];
}
