/**
 * "My machines" (a contract extension, docs/api-contract.md): the vacuum cleaners a logged-in
 * buyer owns, so pages can speak of the bags that fit them. A business's machines belong to the
 * company and are shared by its users, like its addresses. A request names a machine by the
 * catalogue's brand and model ids (GET brands, GET brands/{brandId}/types); the answer carries
 * their names and url slugs as well, so a list links to each model's results without more calls.
 */
import * as z from 'zod/mini';
import { IdSchema, TextSchema } from './common';
import { SlugSchema } from './catalog';
import { OrderLineSchema } from './orders';
import { TEXT_LIMITS } from './text-limits';

export { MAX_MACHINES } from './constants';

/** An optional label: trimmed, empty means none (the server stores null). */
const LabelSchema = (max: number) => z.optional(z.nullable(TextSchema(0, max)));

/** PUT machines/{id}: the buyer's own name for the machine and where it stands. */
export const MachineLabelsSchema = z.object({
  /** e.g. "Attix 30 in the workshop". */
  name: LabelSchema(TEXT_LIMITS.machineName),
  /** e.g. "depot Zwolle". */
  site: LabelSchema(TEXT_LIMITS.machineSite),
});
export type MachineLabels = z.infer<typeof MachineLabelsSchema>;

/** POST machines: a catalogue model, with optional labels. */
export const MachineInputSchema = z.extend(MachineLabelsSchema, {
  brandId: IdSchema,
  typeId: IdSchema,
});
export type MachineInput = z.infer<typeof MachineInputSchema>;

const CatalogRefSchema = z.object({ id: IdSchema, name: z.string(), url: SlugSchema });

export const MachineSchema = z.object({
  id: IdSchema,
  brand: CatalogRefSchema,
  /** The model (the catalogue calls machine models "types"). */
  type: CatalogRefSchema,
  name: z.nullable(z.string()),
  site: z.nullable(z.string()),
});
export type Machine = z.infer<typeof MachineSchema>;

/** GET machines: oldest first (the order they were added). */
export const MachineListSchema = z.array(MachineSchema);
export type MachineList = z.infer<typeof MachineListSchema>;

/**
 * One product ordered before for a machine (GET machines/reorders): the family (`familyId`, the
 * product) with the packaging (`productId`, the pack the cart takes) and the number of packagings
 * of its most recent order line (docs/decisions/0079-reorder-per-machine.md). The name is in the
 * request's language; prices are left to the cart, which computes today's.
 */
export const MachineReorderLineSchema = z.extend(
  // What the order's line says of the product (its pack, and how many of it).
  z.pick(OrderLineSchema, {
    productId: true,
    slug: true,
    name: true,
    brandName: true,
    packagingAmount: true,
    amount: true,
  }),
  {
    familyId: IdSchema,
    orderNumber: z.string().check(z.minLength(1)),
    /** ISO 8601 date-time of that order. */
    orderedOn: z.string().check(z.minLength(1)),
    /** false when the shop no longer sells that packaging: shown, not offered. */
    available: z.boolean(),
  },
);
export type MachineReorderLine = z.infer<typeof MachineReorderLineSchema>;

/** GET machines/reorders: each of the buyer's machines with its lines, the last ordered first. */
export const MachineReordersSchema = z.array(
  z.object({ machineId: IdSchema, lines: z.array(MachineReorderLineSchema) }),
);
export type MachineReorders = z.infer<typeof MachineReordersSchema>;
