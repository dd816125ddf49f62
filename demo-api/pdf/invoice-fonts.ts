/**
 * The invoice's typeface: Noto Sans (SIL Open Font License 1.1), the TrueType files of the
 * `@expo-google-fonts/noto-sans` package. The standard PDF fonts only know WinAnsi, so a buyer
 * called Łukasz or living in Český Krumlov needs an embedded Unicode font; Noto Sans has every
 * letter of the European languages. PDFKit embeds only the glyphs an invoice uses (a subset).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const FILES = {
  regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
} as const;

export type InvoiceFont = keyof typeof FILES;

let files: Record<InvoiceFont, Uint8Array> | undefined;

/**
 * The font files' bytes, read on the first invoice. Each call answers fresh copies made with this
 * realm's `Uint8Array`: PDFKit checks `instanceof Uint8Array`, and under vitest's jsdom environment
 * (the front-end tests run these handlers too) a Node `Buffer` is not one.
 */
export function invoiceFonts(): Record<InvoiceFont, Uint8Array> {
  if (!files) {
    const resolve = createRequire(import.meta.url).resolve;
    files = {
      regular: readFileSync(resolve(FILES.regular)),
      bold: readFileSync(resolve(FILES.bold)),
    };
  }
  return { regular: new Uint8Array(files.regular), bold: new Uint8Array(files.bold) };
}
