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
 *   the file, fsync of the folder. A reader (or a `kill -9`) sees the old or the new complete file,
 *   never a partial one, and when `saveStore()` returns the change is on disk. Synchronous on
 *   purpose: a handler that saves before answering (a placed order) cannot answer before the
 *   write, nothing is debounced (so nothing is lost in a crash), and saves never interleave.
 * - A file that cannot be used (unreadable, not JSON, unknown version) throws a `StoreFileError`
 *   naming it, so the server does not start; the file is then never written.
 * A missing file is a fresh start from the seed.
 */
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  fsyncSync,
  openSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';

/** The format of DEMO_DATA_FILE: `{ "version": 1, "sections": { "<name>": <value>, … } }`. */
export const STORE_FILE_VERSION = 1;

interface StoreFile {
  version: typeof STORE_FILE_VERSION;
  sections: Record<string, unknown>;
}

/** DEMO_DATA_FILE cannot be used: the server must not start (nor overwrite it). */
export class StoreFileError extends Error {
  constructor(
    readonly file: string,
    reason: string,
  ) {
    super(
      `The demo data file ${file} (DEMO_DATA_FILE) ${reason}. It was left untouched: repair or ` +
        'move it away (the demo then starts from the seed), or unset DEMO_DATA_FILE.',
    );
    this.name = 'StoreFileError';
  }
}

interface Section<T> {
  seed: () => T;
  value: T | undefined;
}

interface Loaded {
  /** Where saves go: the file that was read (undefined: in memory only). */
  file: string | undefined;
  /** The sections read from it. */
  sections: Record<string, unknown>;
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

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads and checks a data file; undefined when there is none. Throws StoreFileError. */
function readStoreFile(file: string): Record<string, unknown> | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return undefined;
    throw new StoreFileError(file, `cannot be read (${code ?? String(error)})`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const what =
      text.trim() === '' ? 'is empty' : `is not valid JSON (${(error as Error).message})`;
    throw new StoreFileError(file, what);
  }
  if (!isPlainObject(data)) throw new StoreFileError(file, 'does not hold a demo state object');
  if (!('version' in data)) {
    // Files written before the format had a version: the sections themselves, at the top level.
    // Taken as they are (and written as version 1 at the next save) when they look like sections.
    const values = Object.values(data);
    if (values.length > 0 && values.every((v) => typeof v === 'object' && v !== null)) return data;
    throw new StoreFileError(file, 'has no "version" field: it is not a demo data file');
  }
  if (data.version !== STORE_FILE_VERSION) {
    throw new StoreFileError(
      file,
      `has format version ${JSON.stringify(data.version)}; this demo API reads version ${STORE_FILE_VERSION} only`,
    );
  }
  if (!isPlainObject(data.sections)) throw new StoreFileError(file, 'has no "sections" object');
  return data.sections;
}

function load(): Loaded {
  if (loadFailure) throw loadFailure;
  if (loaded) return loaded;
  const file = dataFile();
  try {
    loaded = { file, sections: (file && readStoreFile(file)) || {} };
  } catch (error) {
    if (error instanceof StoreFileError) loadFailure = error;
    throw error;
  }
  return loaded;
}

/**
 * Reads DEMO_DATA_FILE now (once; later calls do nothing). The server calls it before it listens,
 * so a file it cannot use stops it at the start with a StoreFileError instead of at a request.
 */
export function loadStore(): void {
  load();
}

/** The sections the file holds, as far as they are still the state. */
const storedSections = (): Record<string, unknown> => (fileDiscarded ? {} : load().sections);

/** Declares a section of state. `get()` returns the live value; mutate it, then call `save()`. */
export function defineSection<T>(name: string, seed: () => T): { get: () => T } {
  if (!sections.has(name)) sections.set(name, { seed, value: undefined });
  return {
    get: () => {
      const section = sections.get(name) as Section<T>;
      if (section.value === undefined) {
        const stored = storedSections()[name];
        section.value = stored !== undefined ? (stored as T) : section.seed();
      }
      return section.value;
    },
  };
}

/** fsync of a folder makes a rename in it durable; Windows cannot open a folder for it. */
function syncFolder(folder: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(folder, 'r');
    fsyncSync(fd);
  } catch {
    // Not supported here (Windows, some file systems): the rename is atomic all the same.
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/**
 * Replaces `file` with `contents` atomically: the complete contents go to a temporary file in the
 * same folder (so the rename stays on one file system), are flushed to disk, and only then
 * renamed over the target. The target itself is never opened for writing.
 */
export function writeFileAtomic(file: string, contents: string): void {
  let target = file;
  try {
    target = realpathSync(file); // a symlink keeps pointing at the data
  } catch {
    // No file yet: it is created by the rename.
  }
  const folder = dirname(target);
  const temp = join(
    folder,
    `.${basename(target)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`,
  );
  let fd: number | undefined;
  try {
    fd = openSync(temp, 'wx');
    writeFileSync(fd, contents);
    fsyncSync(fd);
    closeSync(fd);
    fd = undefined;
    renameSync(temp, target);
  } catch (error) {
    if (fd !== undefined) closeSync(fd);
    rmSync(temp, { force: true });
    throw error;
  }
  syncFolder(folder);
}

/**
 * Writes the whole state to DEMO_DATA_FILE when it is set (a no-op otherwise), atomically; it is
 * on disk when this returns. Throws when the write fails, or when the file could not be read at the
 * start (it is never overwritten then).
 */
export function saveStore(): void {
  const { file } = load();
  if (!file) return;
  // Sections of the file this process does not define are kept as they are; every defined section
  // is written, also one not used since the start (its value from the file, else its seed).
  const snapshot: Record<string, unknown> = { ...storedSections() };
  for (const [name, section] of sections) {
    section.value ??= snapshot[name] !== undefined ? snapshot[name] : section.seed();
    snapshot[name] = section.value;
  }
  const data: StoreFile = { version: STORE_FILE_VERSION, sections: snapshot };
  writeFileAtomic(file, JSON.stringify(data));
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
