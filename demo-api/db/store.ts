/**
 * The demo API's mutable state, in named sections.
 *
 * Each module that owns state (auth, addresses, orders, …) defines its own section with a seed
 * function, so modules stay independent and `resetStore()` (tests, `npm start`) re-seeds them all.
 *
 * When DEMO_DATA_FILE is set, the state is read from that file once (`loadStore()`, called when
 * the server starts) and written back after every change:
 * - Every save writes the WHOLE state: sections used since the start, the file's values of the
 *   sections not used yet, and any section of the file this process does not know.
 * - Every save is atomic and synchronous: a temporary file in the same folder, fsync, rename over
 *   the file, fsync of the folder (atomic-file.ts). A reader (or a `kill -9`) sees the old or the
 *   new complete file, never a partial one, and when `saveStore()` returns the change is on disk.
 *   Synchronous on purpose: a handler that saves before answering (a placed order) cannot answer
 *   before the write, nothing is debounced (so nothing is lost in a crash), and saves never
 *   interleave.
 * - A file that cannot be used (unreadable, not JSON, unknown version, a section that does not
 *   match its owner's schema) throws a `StoreFileError` naming it, so the server does not start;
 *   the file is then never written. Sections this process does not know are not checked.
 * - A file holding data in an older form (a schema converted it, e.g. plain-text passwords into
 *   hashes, or a section that is no longer saved) is rewritten by `loadStore()` at once.
 * - Temporary files that earlier processes left behind (killed during a save) are removed when the
 *   file is read.
 * A missing file is a fresh start from the seed.
 */
import { isDeepStrictEqual } from 'node:util';
import { removeStaleTempFiles, writeFileAtomic } from './atomic-file';
import { checkSection, type SectionSchema } from './section-schema';
import { readStoreFile, STORE_FILE_VERSION, StoreFileError, type StoreFile } from './store-file';

export { STORE_FILE_VERSION, StoreFileError } from './store-file';

export interface SectionOptions {
  /**
   * What the section's code relies on in a stored value (section-schema.ts). Without one, the
   * file's value is taken as it is.
   */
  schema?: SectionSchema;
  /**
   * false: the section lives in memory only. It is never written to DEMO_DATA_FILE, starts from
   * its seed in every process, and a file's value of it is dropped.
   */
  persisted?: boolean;
}

interface Section<T> {
  seed: () => T;
  schema: SectionSchema | undefined;
  persisted: boolean;
  value: T | undefined;
}

interface Loaded {
  /** Where saves go: the file that was read (undefined: in memory only). */
  file: string | undefined;
  /** The sections read from it; those of `checked` as their schema returned them. */
  sections: Record<string, unknown>;
  /** Sections of the file checked so far (one defined after the load is checked at first use). */
  checked: Set<string>;
  /** Some section of the file is in an older form: the file should be written again. */
  outdated: boolean;
}

const sections = new Map<string, Section<unknown>>();
let loaded: Loaded | undefined;
/** A file that could not be read stays refused: no later read or save may go on without it. */
let loadFailure: StoreFileError | undefined;
/** After `resetStore()` the file's sections are no longer the state (the seed is). */
let fileDiscarded = false;

function dataFile(): string | undefined {
  return typeof process !== 'undefined' ? process.env.DEMO_DATA_FILE || undefined : undefined;
}

/** Checks the file's value of a known section once. Throws StoreFileError. */
function checkStored(state: Loaded, name: string): void {
  const section = sections.get(name);
  if (!state.file || !section || state.checked.has(name) || !(name in state.sections)) return;
  if (!section.persisted) state.outdated = true;
  else if (section.schema) {
    const stored = state.sections[name];
    const check = checkSection(name, section.schema, stored);
    if (!check.ok) throw new StoreFileError(state.file, check.problem);
    if (!isDeepStrictEqual(check.value, stored)) {
      state.sections[name] = check.value;
      state.outdated = true;
    }
  }
  state.checked.add(name);
}

/** Runs `step`; a StoreFileError it throws refuses the file for good. */
function refusingOnError<R>(step: () => R): R {
  try {
    return step();
  } catch (error) {
    if (error instanceof StoreFileError) loadFailure = error;
    throw error;
  }
}

function load(): Loaded {
  if (loadFailure) throw loadFailure;
  if (loaded) return loaded;
  const file = dataFile();
  loaded = refusingOnError(() => {
    const state: Loaded = {
      file,
      sections: (file && readStoreFile(file)) || {},
      checked: new Set(),
      outdated: false,
    };
    for (const name of sections.keys()) checkStored(state, name);
    // Only once the file is accepted: a refused start changes nothing beside it either.
    if (file) removeStaleTempFiles(file);
    return state;
  });
  return loaded;
}

/**
 * Reads DEMO_DATA_FILE now (once) and checks every section defined so far. The server calls it
 * before it listens (all sections are defined by then), so a file it cannot use stops it at the
 * start with a StoreFileError instead of at a request. A file in an older form is written again
 * right away, so that nothing the conversion replaced (plain-text passwords) stays on disk.
 */
export function loadStore(): void {
  if (load().outdated) saveStore();
}

/** The file's value of a section, checked; undefined when the file has none or was discarded. */
function storedValue(name: string): unknown {
  if (fileDiscarded) return undefined;
  const state = load();
  refusingOnError(() => checkStored(state, name));
  return state.sections[name];
}

/** Declares a section of state. `get()` returns the live value; mutate it, then call `save()`. */
export function defineSection<T>(
  name: string,
  seed: () => T,
  options: SectionOptions = {},
): { get: () => T } {
  if (!sections.has(name)) {
    const { schema, persisted = true } = options;
    sections.set(name, { seed, schema, persisted, value: undefined });
  }
  return {
    get: () => {
      const section = sections.get(name) as Section<T>;
      if (section.value === undefined) {
        const stored = section.persisted ? storedValue(name) : undefined;
        section.value = stored !== undefined ? (stored as T) : section.seed();
      }
      return section.value;
    },
  };
}

/**
 * Writes the whole state to DEMO_DATA_FILE when it is set (a no-op otherwise), atomically; it is
 * on disk when this returns. Throws when the write fails, or when the file could not be read at the
 * start (it is never overwritten then).
 */
export function saveStore(): void {
  const state = load();
  if (!state.file) return;
  // Sections of the file this process does not define are kept as they are; every defined section
  // is written, also one not used since the start (its value from the file, else its seed), except
  // those kept in memory only.
  const inFile = (name: string) => sections.get(name)?.persisted !== false;
  const snapshot = Object.fromEntries(
    Object.entries(fileDiscarded ? {} : state.sections).filter(([name]) => inFile(name)),
  );
  for (const [name, section] of sections) {
    if (!section.persisted) continue;
    if (section.value === undefined) {
      const stored = storedValue(name);
      section.value = stored !== undefined ? stored : section.seed();
    }
    snapshot[name] = section.value;
  }
  const data: StoreFile = { version: STORE_FILE_VERSION, sections: snapshot };
  writeFileAtomic(state.file, JSON.stringify(data));
  state.outdated = false;
}

/**
 * Re-seeds every section (tests call this between cases, POST /__demo/reset too). The file is not
 * written here; the next save writes the seeded state to it. A file that could not be read stays
 * refused.
 */
export function resetStore(): void {
  fileDiscarded = true;
  for (const section of sections.values()) section.value = section.seed();
}
