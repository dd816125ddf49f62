/**
 * The format of DEMO_DATA_FILE, and reading it: the file as a whole (JSON, version, sections).
 * Each section's value is checked by the store against its owner's schema (store.ts).
 */
import { readFileSync } from 'node:fs';

/** The format of DEMO_DATA_FILE: `{ "version": 1, "sections": { "<name>": <value>, … } }`. */
export const STORE_FILE_VERSION = 1;

export interface StoreFile {
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

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads and checks a data file; undefined when there is none. Throws StoreFileError. */
export function readStoreFile(file: string): Record<string, unknown> | undefined {
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
