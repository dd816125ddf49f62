/**
 * The demo API's mutable state, in named sections.
 *
 * Each module that owns state (auth, addresses, orders, …) defines its own section with a seed
 * function, so modules stay independent and `resetStore()` (tests, `npm start`) re-seeds them all.
 * When DEMO_DATA_FILE is set, the whole state is written there as JSON after every change and read
 * back at start, so a demo can survive a restart.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

interface Section<T> {
  seed: () => T;
  value: T | undefined;
}

const sections = new Map<string, Section<unknown>>();
let loadedFromFile: Record<string, unknown> | undefined;

function dataFile(): string | undefined {
  return typeof process !== 'undefined' ? process.env.DEMO_DATA_FILE || undefined : undefined;
}

function fileContents(): Record<string, unknown> {
  if (loadedFromFile) return loadedFromFile;
  const file = dataFile();
  loadedFromFile = {};
  if (file && existsSync(file)) {
    try {
      loadedFromFile = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    } catch {
      // A corrupt data file must not stop the demo: start from the seed instead.
      loadedFromFile = {};
    }
  }
  return loadedFromFile;
}

/** Declares a section of state. `get()` returns the live value; mutate it, then call `save()`. */
export function defineSection<T>(name: string, seed: () => T): { get: () => T } {
  if (!sections.has(name)) sections.set(name, { seed, value: undefined });
  return {
    get: () => {
      const section = sections.get(name) as Section<T>;
      if (section.value === undefined) {
        const stored = fileContents()[name];
        section.value = stored !== undefined ? (stored as T) : section.seed();
      }
      return section.value;
    },
  };
}

/** Writes the state to DEMO_DATA_FILE when it is set; a no-op otherwise. */
export function saveStore(): void {
  const file = dataFile();
  if (!file) return;
  const snapshot: Record<string, unknown> = {};
  for (const [name, section] of sections)
    if (section.value !== undefined) snapshot[name] = section.value;
  writeFileSync(file, JSON.stringify(snapshot));
}

/** Re-seeds every section (tests call this between cases). Ignores DEMO_DATA_FILE. */
export function resetStore(): void {
  loadedFromFile = {};
  for (const section of sections.values()) section.value = section.seed();
}
