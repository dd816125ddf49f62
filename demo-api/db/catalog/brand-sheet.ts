/**
 * The brand's product sheet (GET brands/{id}/pdf points here): its machine models and every
 * family that fits them, with pack sizes and list prices excl. VAT, in the shopper's language.
 */
import type { Locale } from '../../../src/shared/api/contract/common';
import { catalog } from './index';
import { buildPdf, wrap, type PdfLine } from './pdf';
import type { BrandRecord, FamilyRecord } from './records';

interface SheetWords {
  title: string;
  models: string;
  products: string;
  pieces: string;
  from: string;
  note: string;
}

const words: Record<Locale, SheetWords> = {
  nl: {
    title: 'Productblad',
    models: 'Types',
    products: 'Producten',
    pieces: 'st.',
    from: 'vanaf',
    note: 'Prijzen per verpakking, excl. btw. Actuele prijzen en voorraad op de website.',
  },
  en: {
    title: 'Product sheet',
    models: 'Models',
    products: 'Products',
    pieces: 'pcs',
    from: 'from',
    note: 'Prices per pack, excl. VAT. Current prices and stock on the website.',
  },
  de: {
    title: 'Produktblatt',
    models: 'Modelle',
    products: 'Produkte',
    pieces: 'Stk.',
    from: 'ab',
    note: 'Preise pro Packung, zzgl. MwSt. Aktuelle Preise und Bestand auf der Website.',
  },
  fr: {
    title: 'Fiche produit',
    models: 'Modèles',
    products: 'Produits',
    pieces: 'pcs',
    from: 'à partir de',
    note: 'Prix par emballage, HT. Prix et stock actuels sur le site.',
  },
};

/** "€ 13,80" in every language: the shop formats euros nl-NL style (requirements §13.2). */
const euro = (cents: number): string =>
  `€ ${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;

function familyLines(family: FamilyRecord, locale: Locale, w: SheetWords): PdfLine[] {
  const packs = family.packagings.map((p) => p.amount).join(' / ');
  const cheapest = family.packagings[0]?.priceExclVat ?? 0;
  const [first = '', ...rest] = wrap(family.names[locale], 88);
  return [
    { text: `• ${first}` },
    ...rest.map((text) => ({ text: `   ${text}` })),
    { text: `   ${packs} ${w.pieces} · ${w.from} ${euro(cheapest)} · ${family.slug}`, size: 8 },
  ];
}

export function brandSheetPdf(brand: BrandRecord, locale: Locale): Uint8Array {
  const index = catalog();
  const w = words[locale];
  const types = index.typesByBrand.get(brand.id) ?? [];
  const typeIds = new Set(types.map((t) => t.id));
  const families = index.families
    .filter((f) => f.typeIds.some((id) => typeIds.has(id)))
    .sort((a, b) => a.curatedRank - b.curatedRank);
  const name = brand.name || brand.url;
  const lines: PdfLine[] = [
    { text: `${name} — ${w.title}`, bold: true, size: 18 },
    { text: w.note, size: 9 },
    { text: w.models, bold: true, size: 13 },
    ...wrap(types.map((t) => t.name).join(', '), 95).map((text) => ({ text })),
    { text: `${w.products} (${families.length})`, bold: true, size: 13 },
    ...families.flatMap((f) => familyLines(f, locale, w)),
  ];
  return buildPdf(lines, `${name} - ${w.title}`);
}
