import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { TEXT_LIMITS } from '@/shared/api/contract/text-limits';
import { addressSchema, postcodeOfCountry } from '@/shared/forms/address-schema';
import { validationIds } from '@/shared/forms/validation';
import { fieldMessage } from '@/shared/ui/form/field-message';
import type { InvoiceDetailsValues } from './invoice-details';

/** The contract's PurchaseOrderReferenceSchema: what an EDI/UBL invoice's order reference holds. */
export const PURCHASE_ORDER_REFERENCE_MAX = TEXT_LIMITS.purchaseOrderReference;

/** Optional; too long says so with the 'too big' message of requirements §10.1 carrying the maximum. */
const referenceField = z.string().check(
  z.trim(),
  z.maxLength(PURCHASE_ORDER_REFERENCE_MAX, {
    error: fieldMessage(validationIds.tooBig, { max: PURCHASE_ORDER_REFERENCE_MAX }),
  }),
);

/** The invoice goes to the delivery address: only the reference is checked. */
const sameAsDeliverySchema = z.object({
  reference: referenceField,
  sameAsDelivery: z.boolean(),
  name: z.string(),
  address: z.string(),
  postalcode: z.string(),
  city: z.string(),
  country: z.string(),
});

/**
 * An invoice address of its own: the address book's rules and messages (src/shared/forms), which
 * match the contract's BillingAddressSchema, so the API never answers 422 to what passed here.
 */
const ownAddressSchema = z
  .extend(sameAsDeliverySchema, {
    name: addressSchema.shape.name,
    address: addressSchema.shape.address,
    postalcode: addressSchema.shape.postalcode,
    city: addressSchema.shape.city,
    country: addressSchema.shape.country,
  })
  .check(...postcodeOfCountry<z.infer<typeof sameAsDeliverySchema>>());

const sameAsDelivery = zodResolver(sameAsDeliverySchema);
const ownAddress = zodResolver(ownAddressSchema);

/** Hidden fields are never in the way: the address is checked only while it is to be sent. */
export const invoiceDetailsResolver: Resolver<InvoiceDetailsValues> = (values, context, options) =>
  (values.sameAsDelivery ? sameAsDelivery : ownAddress)(values, context, options);
