/**
 * Reads .env.local and .env (if present) into process.env for the Node side (demo API, scripts),
 * the same files Vite reads for VITE_* values. A variable already set in the environment wins, and
 * so does .env.local over .env.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

export function loadEnvFiles(dir: string = process.cwd()): void {
  for (const name of ['.env.local', '.env']) {
    const file = path.join(dir, name);
    if (existsSync(file)) process.loadEnvFile(file);
  }
}
