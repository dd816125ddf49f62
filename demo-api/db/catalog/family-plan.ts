/**
 * Which families a brand gets: what kind, and which models each fits. Real shops stock one bag for
 * a few neighbouring models of a brand, a filter for a whole series, and a few accessories.
 */
import type { Segment } from './brand-table';
import type { Random } from './prng';
import type {
  AddonRecord,
  AddonVariantRecord,
  BrandRecord,
  FamilyKind,
  TypeRecord,
} from './records';

export interface FamilyDraft {
  brand: BrandRecord;
  kind: FamilyKind;
  /** The first is the own brand's model the family is named after. */
  typeIds: string[];
  addon: AddonRecord | null;
  variant: AddonVariantRecord | null;
}

const filterKinds: Record<Segment, readonly FamilyKind[]> = {
  industrial: ['cartridge-filter', 'hepa-filter', 'motor-filter'],
  'power-tool': ['cartridge-filter', 'hepa-filter'],
  household: ['exhaust-filter', 'hepa-filter', 'motor-filter'],
};

/** Add-on variants (by url) that suit a segment's machines. */
const addonVariants: Record<Segment, readonly string[]> = {
  industrial: [
    '32-mm',
    '36-mm',
    '50-mm',
    'floor-nozzle',
    'crevice-tool',
    'wet-nozzle',
    'round-brush',
  ],
  'power-tool': ['32-mm', '36-mm', 'tool-adapter', 'quick-coupling', 'crevice-tool'],
  household: ['floor-nozzle', 'crevice-tool', 'round-brush', 'upholstery-brush', 'radiator-brush'],
};

/** Paper or fleece first depends on who buys: trades want fleece, households mostly buy paper. */
function bagKinds(segment: Segment, random: Random): FamilyKind[] {
  if (segment === 'household')
    return random.chance(0.5) ? ['paper-bag', 'synthetic-bag'] : ['paper-bag'];
  return random.chance(segment === 'industrial' ? 0.6 : 0.4)
    ? ['synthetic-bag', 'paper-bag']
    : ['synthetic-bag'];
}

/** A deterministic Fisher–Yates shuffle, then the first `count`. */
function pickDistinct<T>(items: readonly T[], count: number, random: Random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy.slice(0, count);
}

function contiguousRun(
  types: readonly TypeRecord[],
  min: number,
  max: number,
  random: Random,
): string[] {
  const length = Math.min(random.int(min, max), types.length);
  const start = random.int(0, types.length - length);
  return types.slice(start, start + length).map((t) => t.id);
}

export function planBrand(
  brand: BrandRecord,
  brandTypes: readonly TypeRecord[],
  /** Models of other brands in the same segment: some bags fit across brands. */
  foreignTypes: readonly TypeRecord[],
  addons: readonly AddonRecord[],
  random: Random,
): FamilyDraft[] {
  const drafts: FamilyDraft[] = [];
  const draft = (
    kind: FamilyKind,
    typeIds: string[],
    addon: AddonRecord | null = null,
    variant: AddonVariantRecord | null = null,
  ): void => {
    drafts.push({ brand, kind, typeIds: [...typeIds], addon, variant });
  };

  for (let index = 0; index < brandTypes.length;) {
    const size = Math.min(random.int(1, 3), brandTypes.length - index);
    const group = brandTypes.slice(index, index + size).map((t) => t.id);
    index += size;
    if (foreignTypes.length > 0 && random.chance(0.12)) group.push(random.pick(foreignTypes).id);
    for (const kind of bagKinds(brand.segment, random)) draft(kind, group);
  }

  const filterCount = random.int(1, brand.segment === 'industrial' ? 3 : 2);
  for (const kind of pickDistinct(filterKinds[brand.segment], filterCount, random)) {
    draft(kind, contiguousRun(brandTypes, 2, 6, random));
  }

  const addonCount = random.int(
    brand.segment === 'household' ? 0 : 1,
    brand.segment === 'household' ? 2 : 3,
  );
  const variants = addons.flatMap((addon) => addon.variants.map((variant) => ({ addon, variant })));
  for (const url of pickDistinct(addonVariants[brand.segment], addonCount, random)) {
    const match = variants.find((v) => v.variant.url === url);
    if (match) draft('addon', contiguousRun(brandTypes, 2, 5, random), match.addon, match.variant);
  }
  return drafts;
}
