import type { VatExemption } from '@/shared/api/contract/cart';

/**
 * Why an answer (cart/calculate or an order) carries no VAT, as the API said: the shop only picks
 * the words, it never decides the rule. An API without the `vatExemption` extension still tells
 * one case by `reverseCharge`, which marks that same supply; an export is then not named.
 */
export function vatExemptionOf(answer: {
  reverseCharge: boolean;
  vatExemption?: VatExemption | null | undefined;
}): VatExemption | null {
  return answer.vatExemption ?? (answer.reverseCharge ? 'intra_community_supply' : null);
}
