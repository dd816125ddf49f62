/** The design tokens the icons and the manifest take their colours from (src/shared/ui/tokens.css). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../lib/project';

export function designToken(name: string): string {
  const css = readFileSync(path.join(root, 'src/shared/ui/tokens.css'), 'utf8');
  const value = new RegExp(`--${name}:\\s*([^;]+);`).exec(css)?.[1]?.trim();
  if (!value) throw new Error(`src/shared/ui/tokens.css defines no --${name}`);
  return value;
}

/** The mark's background and the manifest's theme colour. */
export const brandColour = (): string => designToken('color-brand');
