/**
 * The one place the Node side (vite.config.ts, scripts/, the demo API, e2e) reads env files. It
 * uses Vite's own `loadEnv`, so a variable means the same to a script as to the bundle: for a mode
 * (`production` for builds and what serves them, `development` for the dev server) the files are
 * `.env`, `.env.local`, `.env.[mode]`, `.env.[mode].local`, each overriding the one before, and a
 * variable set in the environment overrides them all (also when it is set to '').
 */
import path from 'node:path';
import { loadEnv } from 'vite';

/** The project root, where Vite looks for env files too (its `envDir` defaults to the root). */
const projectRoot = path.resolve(import.meta.dirname, '..');

/** Every variable of the env files of `mode` in `dir`, and of the environment, which wins. */
export function readEnvFiles(mode: string, dir: string = projectRoot): Record<string, string> {
  // The empty prefix: every variable, not only the VITE_* ones the bundle may see.
  return loadEnv(mode, dir, '');
}

/** Puts the env files' variables into process.env wherever the environment does not set them. */
export function loadEnvFiles(mode: string, dir: string = projectRoot): void {
  for (const [name, value] of Object.entries(readEnvFiles(mode, dir))) process.env[name] ??= value;
}
