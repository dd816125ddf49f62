/**
 * The words of the demo's order mails (confirmation, payment received, cancelled at the bank) in
 * the shop's four languages. An order's mails speak the language its checkout spoke
 * (`order.locale`), like its invoice and bank page. Dutch addresses the shopper formally ("u");
 * French says HT / TTC.
 */
import type { VatExemption } from '../../src/shared/api/contract/cart';
import type { Locale } from '../../src/shared/api/contract/common';
import { checkedShopIdentity as shopIdentity } from '../../src/shared/api/contract/shop-identity-schema';
import { invoiceLabels } from '../pdf/invoice-labels';

export interface OrderMailTexts {
  /** Between a label and its value: French puts a space before the colon. */
  colon: string;
  confirmationSubject: (orderNumber: string) => string;
  paymentSubject: (orderNumber: string) => string;
  cancelledSubject: (orderNumber: string) => string;
  greeting: (name: string) => string;
  thanks: string;
  orderNumber: string;
  orderedOn: string;
  linesHeading: string;
  pieces: (count: number) => string;
  articlesInclVat: string;
  articlesExclVat: string;
  discountInclVat: string;
  discountExclVat: string;
  shippingInclVat: string;
  shippingExclVat: string;
  shippingFree: string;
  customs: string;
  totalExclVat: string;
  totalInclVat: string;
  /** A business buyer's VAT row (added to the total excl. VAT). */
  vat: (rate: number) => string;
  /** A private buyer's VAT row (already in the total incl. VAT). */
  vatIncluded: (rate: number) => string;
  /** Why an order has no VAT: the invoice's own words, so both cite the same article. */
  exemptions: Record<VatExemption, string>;
  deliveryAddress: string;
  /** A bank order at placing: not paid yet, with the way to pay. */
  awaitingPayment: (paymentLink: string) => string;
  /** A bank order whose link is missing (an order from before payment tokens). */
  awaitingPaymentNoLink: string;
  onInvoice: string;
  delivery: string;
  viewOrder: (link: string) => string;
  paymentReceived: (orderNumber: string, amount: string) => string;
  /** The payment was cancelled at the bank, which cancels the order: it can no longer be paid. */
  cancelled: (orderNumber: string) => string;
  orderAgain: string;
  signOff: string;
}

/**
 * Under the sign-off: the shop's name and how to reach it, from its configuration
 * (docs/decisions/0069-shop-identity-in-one-file.md), as on its help-contact page.
 */
const SIGNATURE = `${shopIdentity.name}\n${shopIdentity.email} \u00b7 ${shopIdentity.telephone}`;

export const orderMailTexts: Readonly<Record<Locale, OrderMailTexts>> = {
  nl: {
    colon: ': ',
    confirmationSubject: (n) => `Bestelbevestiging ${n}`,
    paymentSubject: (n) => `Betaling ontvangen voor bestelling ${n}`,
    cancelledSubject: (n) => `Bestelling ${n} geannuleerd`,
    greeting: (name) => `Beste ${name},`,
    thanks: 'Hartelijk dank voor uw bestelling. Hieronder vindt u het overzicht.',
    orderNumber: 'Bestelnummer',
    orderedOn: 'Besteld op',
    linesHeading: 'Uw bestelling',
    pieces: (count) => `${count} ${count === 1 ? 'stuk' : 'stuks'}`,
    articlesInclVat: 'Artikelen incl. btw',
    articlesExclVat: 'Artikelen excl. btw',
    discountInclVat: 'Korting incl. btw',
    discountExclVat: 'Korting excl. btw',
    shippingInclVat: 'Verzendkosten incl. btw',
    shippingExclVat: 'Verzendkosten excl. btw',
    shippingFree: 'gratis',
    customs: 'Inklaringskosten',
    totalExclVat: 'Totaal excl. btw',
    totalInclVat: 'Totaal incl. btw',
    vat: (rate) => `Btw (${rate}%)`,
    vatIncluded: (rate) => `Waarvan btw (${rate}%)`,
    exemptions: invoiceLabels.nl.exemptions,
    deliveryAddress: 'Afleveradres',
    awaitingPayment: (link) =>
      `Wij wachten nog op uw betaling. U betaalt online via uw bank met deze link: ${link}`,
    awaitingPaymentNoLink: 'Wij wachten nog op uw betaling via uw bank.',
    onInvoice: 'U betaalt op factuur: de factuur volgt.',
    delivery: 'Besteld vóór 18:00 uur? Dan wordt uw bestelling binnen 2 werkdagen geleverd.',
    viewOrder: (link) => `Uw bestelling bekijken: ${link}`,
    paymentReceived: (n, amount) =>
      `Wij hebben uw betaling van ${amount} voor bestelling ${n} ontvangen. Hartelijk dank!`,
    cancelled: (n) =>
      `U heeft de betaling van bestelling ${n} bij uw bank geannuleerd. Daarom is de bestelling geannuleerd; er is niets afgeschreven.`,
    orderAgain:
      'Wilt u de artikelen toch ontvangen? Plaats dan een nieuwe bestelling in onze webwinkel.',
    signOff: `Met vriendelijke groet,\n${SIGNATURE}`,
  },
  en: {
    colon: ': ',
    confirmationSubject: (n) => `Order confirmation ${n}`,
    paymentSubject: (n) => `Payment received for order ${n}`,
    cancelledSubject: (n) => `Order ${n} cancelled`,
    greeting: (name) => `Dear ${name},`,
    thanks: 'Thank you for your order. Here is an overview.',
    orderNumber: 'Order number',
    orderedOn: 'Ordered on',
    linesHeading: 'Your order',
    pieces: (count) => `${count} ${count === 1 ? 'piece' : 'pieces'}`,
    articlesInclVat: 'Items incl. VAT',
    articlesExclVat: 'Items excl. VAT',
    discountInclVat: 'Discount incl. VAT',
    discountExclVat: 'Discount excl. VAT',
    shippingInclVat: 'Shipping costs incl. VAT',
    shippingExclVat: 'Shipping costs excl. VAT',
    shippingFree: 'free',
    customs: 'Customs clearance',
    totalExclVat: 'Total excl. VAT',
    totalInclVat: 'Total incl. VAT',
    vat: (rate) => `VAT (${rate}%)`,
    vatIncluded: (rate) => `VAT included (${rate}%)`,
    exemptions: invoiceLabels.en.exemptions,
    deliveryAddress: 'Delivery address',
    awaitingPayment: (link) =>
      `We are awaiting your payment. Pay online through your bank with this link: ${link}`,
    awaitingPaymentNoLink: 'We are awaiting your payment through your bank.',
    onInvoice: 'You pay on invoice: the invoice follows.',
    delivery: 'Ordered before 18:00? Then your order is delivered within 2 working days.',
    viewOrder: (link) => `View your order: ${link}`,
    paymentReceived: (n, amount) =>
      `We have received your payment of ${amount} for order ${n}. Thank you!`,
    cancelled: (n) =>
      `You cancelled the payment for order ${n} at your bank, so the order has been cancelled. Nothing has been charged.`,
    orderAgain: 'Would you still like the items? Then please place a new order in our shop.',
    signOff: `Kind regards,\n${SIGNATURE}`,
  },
  de: {
    colon: ': ',
    confirmationSubject: (n) => `Bestellbestätigung ${n}`,
    paymentSubject: (n) => `Zahlung für Bestellung ${n} erhalten`,
    cancelledSubject: (n) => `Bestellung ${n} storniert`,
    greeting: (name) => `Guten Tag ${name},`,
    thanks: 'Vielen Dank für Ihre Bestellung. Hier ist die Übersicht.',
    orderNumber: 'Bestellnummer',
    orderedOn: 'Bestellt am',
    linesHeading: 'Ihre Bestellung',
    pieces: (count) => `${count} Stück`,
    articlesInclVat: 'Artikel inkl. MwSt.',
    articlesExclVat: 'Artikel zzgl. MwSt.',
    discountInclVat: 'Rabatt inkl. MwSt.',
    discountExclVat: 'Rabatt zzgl. MwSt.',
    shippingInclVat: 'Versandkosten inkl. MwSt.',
    shippingExclVat: 'Versandkosten zzgl. MwSt.',
    shippingFree: 'kostenlos',
    customs: 'Zollabfertigung',
    totalExclVat: 'Gesamt zzgl. MwSt.',
    totalInclVat: 'Gesamt inkl. MwSt.',
    vat: (rate) => `MwSt. (${rate} %)`,
    vatIncluded: (rate) => `Enthaltene MwSt. (${rate} %)`,
    exemptions: invoiceLabels.de.exemptions,
    deliveryAddress: 'Lieferadresse',
    awaitingPayment: (link) =>
      `Wir warten noch auf Ihre Zahlung. Sie bezahlen online über Ihre Bank mit diesem Link: ${link}`,
    awaitingPaymentNoLink: 'Wir warten noch auf Ihre Zahlung über Ihre Bank.',
    onInvoice: 'Sie zahlen auf Rechnung: Die Rechnung folgt.',
    delivery:
      'Vor 18:00 Uhr bestellt? Dann wird Ihre Bestellung innerhalb von 2 Werktagen geliefert.',
    viewOrder: (link) => `Ihre Bestellung ansehen: ${link}`,
    paymentReceived: (n, amount) =>
      `Wir haben Ihre Zahlung von ${amount} für die Bestellung ${n} erhalten. Vielen Dank!`,
    cancelled: (n) =>
      `Sie haben die Zahlung für die Bestellung ${n} bei Ihrer Bank abgebrochen. Die Bestellung wurde daher storniert; es wurde nichts abgebucht.`,
    orderAgain:
      'Möchten Sie die Artikel trotzdem erhalten? Dann geben Sie bitte eine neue Bestellung in unserem Shop auf.',
    signOff: `Mit freundlichen Grüßen\n${SIGNATURE}`,
  },
  fr: {
    colon: ' : ',
    confirmationSubject: (n) => `Confirmation de commande ${n}`,
    paymentSubject: (n) => `Paiement reçu pour la commande ${n}`,
    cancelledSubject: (n) => `Commande ${n} annulée`,
    greeting: (name) => `Bonjour ${name},`,
    thanks: 'Merci pour votre commande. En voici le récapitulatif.',
    orderNumber: 'Numéro de commande',
    orderedOn: 'Commandé le',
    linesHeading: 'Votre commande',
    pieces: (count) => `${count} ${count === 1 ? 'pièce' : 'pièces'}`,
    articlesInclVat: 'Articles TTC',
    articlesExclVat: 'Articles HT',
    discountInclVat: 'Remise TTC',
    discountExclVat: 'Remise HT',
    shippingInclVat: 'Frais de port TTC',
    shippingExclVat: 'Frais de port HT',
    shippingFree: 'gratuits',
    customs: 'Frais de dédouanement',
    totalExclVat: 'Total HT',
    totalInclVat: 'Total TTC',
    vat: (rate) => `TVA (${rate} %)`,
    vatIncluded: (rate) => `Dont TVA (${rate} %)`,
    exemptions: invoiceLabels.fr.exemptions,
    deliveryAddress: 'Adresse de livraison',
    awaitingPayment: (link) =>
      `Nous attendons votre paiement. Payez en ligne par votre banque avec ce lien : ${link}`,
    awaitingPaymentNoLink: 'Nous attendons votre paiement par votre banque.',
    onInvoice: 'Vous payez sur facture : la facture suit.',
    delivery: 'Commandé avant 18 h 00 ? Votre commande est alors livrée sous 2 jours ouvrables.',
    viewOrder: (link) => `Voir votre commande : ${link}`,
    paymentReceived: (n, amount) =>
      `Nous avons bien reçu votre paiement de ${amount} pour la commande ${n}. Merci !`,
    cancelled: (n) =>
      `Vous avez annulé le paiement de la commande ${n} auprès de votre banque : la commande a donc été annulée. Aucun montant n\u2019a été débité.`,
    orderAgain:
      'Vous souhaitez tout de même recevoir les articles ? Passez alors une nouvelle commande dans notre boutique.',
    signOff: `Cordialement,\n${SIGNATURE}`,
  },
};
