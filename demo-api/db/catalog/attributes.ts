/**
 * The product attributes (requirements §5.1) per kind of family. Drawn from the seeded random source
 * within what is plausible for the machine segment (household bags carry no dust class, HEPA is H).
 */
import type { Segment } from './brand-table';
import type { Random } from './prng';
import type { FamilyAttributes, FamilyKind } from './records';

const none: FamilyAttributes = {
  material: 'addon',
  layers: null,
  doubleLayerPaper: false,
  rubberRing: false,
  motorProtectionFilter: false,
  roundShape: false,
  exhaustAirFilter: false,
  vacuumClass: null,
  slidingValve: false,
  dirtValve: false,
};

function bagAttributes(
  kind: 'paper-bag' | 'synthetic-bag',
  segment: Segment,
  random: Random,
): FamilyAttributes {
  const household = segment === 'household';
  const paper = kind === 'paper-bag';
  return {
    material: paper ? 'paper' : 'synthetic',
    // Household fleece bags come in 3 and 5 layers; professional fleece bags are 5-layer.
    layers: paper ? 3 : household ? random.pick([3, 5]) : 5,
    doubleLayerPaper: paper && random.chance(0.5),
    rubberRing: random.chance(household ? 0.2 : 0.6),
    motorProtectionFilter: random.chance(0.4),
    roundShape: !household && random.chance(0.15),
    exhaustAirFilter: household && random.chance(0.35),
    vacuumClass: household
      ? null
      : paper
        ? random.pick(['L', null] as const)
        : random.pick(['L', 'M', 'M'] as const),
    slidingValve: random.chance(household ? 0.5 : 0.2),
    dirtValve: random.chance(household ? 0.2 : 0.5),
  };
}

function filterAttributes(kind: FamilyKind, segment: Segment, random: Random): FamilyAttributes {
  const professional = segment !== 'household';
  return {
    ...none,
    material:
      kind === 'cartridge-filter' ? random.pick(['paper', 'synthetic'] as const) : 'synthetic',
    motorProtectionFilter: kind === 'motor-filter',
    exhaustAirFilter: kind === 'exhaust-filter' || (kind === 'hepa-filter' && !professional),
    roundShape: kind === 'cartridge-filter',
    vacuumClass: !professional
      ? null
      : kind === 'hepa-filter'
        ? 'H'
        : kind === 'cartridge-filter'
          ? random.pick(['L', 'M'] as const)
          : null,
  };
}

export function attributesFor(
  kind: FamilyKind,
  segment: Segment,
  random: Random,
): FamilyAttributes {
  if (kind === 'paper-bag' || kind === 'synthetic-bag') return bagAttributes(kind, segment, random);
  if (kind === 'addon') return { ...none };
  return filterAttributes(kind, segment, random);
}
