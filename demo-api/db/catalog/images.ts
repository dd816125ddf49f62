/**
 * Deterministic SVG product pictures: a bag, filter or add-on silhouette tinted by
 * material and labelled with the model, so the demo catalogue looks like a real one. Decorative
 * inside the picture: the shop's <img alt> carries the meaning, so the SVG has no title or text
 * roles of its own. Each stays well under 2 KB.
 */
import { escapeHtml } from './descriptions';
import type { FamilyRecord } from './records';

interface Palette {
  body: string;
  accent: string;
  ink: string;
}

const palettes = {
  paper: { body: '#d8b98a', accent: '#b08d5b', ink: '#3b2a14' },
  synthetic: { body: '#e8f0fb', accent: '#2f6fd0', ink: '#143766' },
  filter: { body: '#c9ccd1', accent: '#7b818a', ink: '#24272b' },
  addon: { body: '#3a3f47', accent: '#1f2329', ink: '#f2f3f5' },
} satisfies Record<string, Palette>;

function paletteOf(family: FamilyRecord): Palette {
  if (family.category === 'filter') return palettes.filter;
  if (family.category === 'addon') return palettes.addon;
  return family.attributes.material === 'paper' ? palettes.paper : palettes.synthetic;
}

/** A dust bag: a filled pillow with a card collar and its inlet hole; one seam per layer. */
function bag(p: Palette, layers: number): string {
  const seams = Array.from({ length: layers }, (_, i) => `M118 ${170 + i * 26}q82 8 164 0`).join(
    '',
  );
  return (
    `<path d="M104 112q-16 104 0 208q96 22 192 0q16-104 0-208q-96-14-192 0z" fill="${p.body}" stroke="${p.accent}" stroke-width="6"/>` +
    `<rect x="118" y="52" width="164" height="84" rx="8" fill="${p.accent}"/><circle cx="200" cy="94" r="26" fill="#fff"/>` +
    `<path d="${seams}" fill="none" stroke="${p.accent}" stroke-width="3" opacity=".5"/>`
  );
}

/** A pleated filter cartridge seen from the side. */
function filter(p: Palette): string {
  const pleats = Array.from({ length: 11 }, (_, i) => `M${118 + i * 16} 100v200`).join('');
  return (
    `<rect x="100" y="80" width="200" height="240" rx="14" fill="${p.body}" stroke="${p.ink}" stroke-width="6"/>` +
    `<path d="${pleats}" stroke="${p.accent}" stroke-width="5"/><rect x="92" y="70" width="216" height="22" rx="6" fill="${p.accent}"/>` +
    `<rect x="92" y="308" width="216" height="22" rx="6" fill="${p.accent}"/>`
  );
}

/** An accessory: a hose bend ending in a nozzle. */
function addon(p: Palette): string {
  return (
    `<path d="M90 110c120 0 140 80 140 150" fill="none" stroke="${p.body}" stroke-width="34" stroke-linecap="round"/>` +
    `<path d="M200 250h110l-20 60h-70z" fill="${p.accent}" stroke="${p.body}" stroke-width="6"/>`
  );
}

/** The model the family is named after, as shown under the picture (e.g. "Nilfisk Attix 30"). */
export function productImageSvg(family: FamilyRecord, label: string): string {
  const p = paletteOf(family);
  const shape =
    family.category === 'bag'
      ? bag(p, family.attributes.layers ?? 3)
      : family.category === 'filter'
        ? filter(p)
        : addon(p);
  const background = family.category === 'addon' ? '#eef0f3' : '#f7f7f5';
  const text = escapeHtml(label.length > 26 ? `${label.slice(0, 25)}…` : label);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">` +
    `<rect width="400" height="400" fill="${background}"/>${shape}` +
    `<text x="200" y="372" font-family="system-ui,sans-serif" font-size="26" font-weight="600" text-anchor="middle" fill="#222">${text}</text>` +
    `</svg>`
  );
}
