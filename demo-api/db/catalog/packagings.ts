/**
 * Packagings of a family: pieces per pack, price excl. VAT in cents (a bigger pack is cheaper per
 * piece), stock and delivery days. Price ranges keep a pack within the demo's bands: bags
 * €8–€60, filters €15–€120, add-ons €10–€90.
 */
import type { Segment } from './brand-table';
import type { Random } from './prng';
import type { FamilyKind, PackagingRecord } from './records';

interface PackPlan {
  /** Alternatives for the pack sizes; one is drawn per family. */
  amounts: readonly (readonly number[])[];
  /** Price of one piece excl. VAT in cents: [lowest, highest]. */
  perPiece: readonly [number, number];
}

const plans: Record<Exclude<FamilyKind, 'addon'>, PackPlan> = {
  'paper-bag': {
    amounts: [
      [5, 10, 25],
      [5, 10, 25],
      [5, 10],
    ],
    perPiece: [160, 240],
  },
  'synthetic-bag': {
    amounts: [
      [5, 10, 25],
      [5, 10, 25],
      [5, 10],
    ],
    perPiece: [190, 280],
  },
  'hepa-filter': { amounts: [[1], [1, 2]], perPiece: [2400, 5600] },
  'cartridge-filter': { amounts: [[1], [1, 2]], perPiece: [1900, 4900] },
  'motor-filter': {
    amounts: [
      [1, 3],
      [1, 5],
      [1, 3, 5],
    ],
    perPiece: [1500, 2200],
  },
  'exhaust-filter': { amounts: [[1], [1, 2]], perPiece: [1500, 3900] },
};
const householdBagAmounts: readonly (readonly number[])[] = [
  [5, 10, 20],
  [5, 10],
];

/** The quantity discount by pack position: the second and third pack are cheaper per piece. */
const bagSteps = [1, 0.92, 0.85] as const;
const otherSteps = [1, 0.95, 0.88] as const;

/** Prices end in 0 or 5 cents, as a shop's would. */
const roundToFive = (cents: number): number => Math.round(cents / 5) * 5;

/** Only the cheaper add-ons also come as a pair, so a pack stays under €90. */
function addonPlan(perPiece: readonly [number, number]): PackPlan {
  return { amounts: perPiece[1] <= 3000 ? [[1], [1, 2]] : [[1]], perPiece };
}

export interface PackInput {
  familyId: string;
  kind: FamilyKind;
  segment: Segment;
  /** Add-ons bring their own price band (by variant). */
  addonPriceRange: readonly [number, number] | null;
  isSale: boolean;
  isOutlet: boolean;
}

export function buildPackagings(input: PackInput, random: Random): PackagingRecord[] {
  const isBag = input.kind === 'paper-bag' || input.kind === 'synthetic-bag';
  const plan =
    input.kind === 'addon' ? addonPlan(input.addonPriceRange ?? [1000, 4000]) : plans[input.kind];
  const amounts =
    isBag && input.segment === 'household'
      ? random.pick(householdBagAmounts)
      : random.pick(plan.amounts);
  const perPiece = random.int(plan.perPiece[0], plan.perPiece[1]);
  const salePercentage = input.isSale ? random.pick([10, 15, 20, 25]) : 0;
  const steps = isBag ? bagSteps : otherSteps;
  return amounts.map((amount, index) => {
    const price = roundToFive(perPiece * amount * (steps[index] ?? 1));
    const outOfStock = random.chance(0.08);
    const stock = outOfStock ? 0 : input.isOutlet ? random.int(1, 12) : random.int(5, 400);
    return {
      id: `p-${input.familyId.slice(2)}-${amount}`,
      familyId: input.familyId,
      amount,
      priceExclVat: price,
      originalPriceExclVat: input.isSale ? roundToFive(price / (1 - salePercentage / 100)) : null,
      stock,
      // In stock ships from the warehouse; out of stock waits for the supplier.
      deliveryDays: stock > 0 ? random.int(1, 2) : random.int(3, 5),
    };
  });
}
