/** Turns family drafts into full records: slug, id, texts, attributes, flags and packagings. */
import { addonRows } from './addon-table';
import { attributesFor } from './attributes';
import { familyDescriptions, familyNames } from './descriptions';
import type { FamilyDraft } from './family-plan';
import { buildPackagings } from './packagings';
import type { Random } from './prng';
import type { FamilyAttributes, FamilyRecord, TypeRecord } from './records';

/** The last part of a family slug: English and fixed, whatever the shopper's language. */
function slugTail(draft: FamilyDraft, attributes: FamilyAttributes): string {
  switch (draft.kind) {
    case 'paper-bag':
      return `paper-dust-bags-${attributes.layers ?? 3}-layer`;
    case 'synthetic-bag':
      return `synthetic-dust-bags-${attributes.layers ?? 5}-layer`;
    case 'hepa-filter':
      return 'hepa-filter';
    case 'cartridge-filter':
      return 'cartridge-filter';
    case 'motor-filter':
      return 'motor-protection-filter';
    case 'exhaust-filter':
      return 'exhaust-filter';
    case 'addon':
      return draft.addon?.url === 'hoses'
        ? `suction-hose-${draft.variant?.url ?? ''}`
        : (draft.variant?.url ?? 'addon');
  }
}

function priceRangeOf(variantUrl: string | undefined): readonly [number, number] | null {
  for (const row of addonRows)
    for (const v of row.variants) if (v.url === variantUrl) return v.priceRange;
  return null;
}

export type TypeLookup = (id: string) => TypeRecord;

/** Fills a draft. Links and rank are left empty here; they need every family (see links.ts). */
export function buildFamily(
  draft: FamilyDraft,
  typeOf: TypeLookup,
  brandNameOf: (brandId: string) => string,
  random: Random,
): FamilyRecord {
  const { brand, kind } = draft;
  const attributes = attributesFor(kind, brand.segment, random);
  const primary = typeOf(draft.typeIds[0] ?? '');
  const slug = `${brand.url}/${primary.url}/${slugTail(draft, attributes)}`;
  const id = `f-${slug.replaceAll('/', '-')}`;
  const isSale = random.chance(0.1);
  const isOutlet = !isSale && random.chance(0.06);
  const packagings = buildPackagings(
    {
      familyId: id,
      kind,
      segment: brand.segment,
      addonPriceRange: priceRangeOf(draft.variant?.url),
      isSale,
      isOutlet,
    },
    random,
  );
  const types = draft.typeIds.map(typeOf);
  const text = {
    kind,
    attributes,
    brandName: brand.name,
    ownModels: types.filter((t) => t.brandId === brand.id).map((t) => t.name),
    fits: types.map((t) => `${brandNameOf(t.brandId)} ${t.name}`),
    addonUrl: draft.addon?.url ?? null,
    variantNames: draft.variant?.names ?? null,
    packAmounts: packagings.map((p) => p.amount),
  };
  return {
    id,
    slug,
    brandId: brand.id,
    category: kind === 'addon' ? 'addon' : kind.endsWith('-bag') ? 'bag' : 'filter',
    kind,
    names: familyNames(text),
    descriptions: familyDescriptions(text),
    image: `/api/images/${id}.svg`,
    typeIds: draft.typeIds,
    addonId: draft.addon?.id ?? null,
    addonVariantId: draft.variant?.id ?? null,
    attributes,
    isNew: random.chance(0.1),
    isSale,
    isOutlet,
    alsoSuitableIds: [],
    alsoBoughtIds: [],
    packagings,
    curatedRank: 0,
  };
}
