/**
 * The invoice's words in the four shop languages (an invoice is sent in the language of checkout),
 * and the shop's own details printed on it, from the shop's configuration (shop.config.json,
 * docs/decisions/0069-shop-identity-in-one-file.md): the same as its footer and information pages.
 */
import type { VatExemption } from '../../src/shared/api/contract/cart';
import type { Locale } from '../../src/shared/api/contract/common';
import type { OrderStatus, PaymentMethod } from '../../src/shared/api/contract/orders';
import {
  checkedShopIdentity as shopIdentity,
  type ShopIdentity,
} from '../../src/shared/api/contract/shop-identity-schema';

/** The shop's heading, legal name and lines on an invoice. */
function invoiceShop(identity: ShopIdentity) {
  const { street, postalCode, city, countryId } = identity.address;
  return {
    name: identity.name,
    legalName: identity.legalName,
    lines: [
      street,
      `${postalCode} ${city} (${countryId})`,
      `KvK ${identity.kvkNumber}`,
      `BTW ${identity.vatNumber}`,
      identity.email,
    ],
    iban: identity.iban,
  } as const;
}

export const SHOP = invoiceShop(shopIdentity);

export interface InvoiceLabels {
  tagline: string;
  invoice: string;
  continued: string;
  orderNumber: string;
  date: string;
  customer: string;
  vatNumber: string;
  kvkNumber: string;
  purchaseOrder: string;
  invoiceAddress: string;
  deliveryAddress: string;
  payment: string;
  status: string;
  product: string;
  quantity: string;
  unitPrice: string;
  vatColumn: string;
  total: string;
  pieces: string;
  articleTotal: string;
  discount: string;
  shipping: string;
  customs: string;
  vat: (rate: number) => string;
  /** A VAT rate as written in the language ("21%", "21 %"). */
  percent: (rate: number) => string;
  /**
   * Why an order without VAT has none, with the article of the VAT Directive an invoice must cite
   * (art. 226(11)): the wording each language's invoices use.
   */
  exemptions: Record<VatExemption, string>;
  vatSummary: string;
  vatRate: string;
  taxableAmount: string;
  vatAmount: string;
  grandTotal: string;
  methods: Record<PaymentMethod, string>;
  statuses: Record<OrderStatus, string>;
  terms: (orderNumber: string) => string;
  page: (n: number, of: number) => string;
}

export const invoiceLabels: Record<Locale, InvoiceLabels> = {
  nl: {
    tagline: 'Stofzuigerzakken & filters',
    invoice: 'Factuur',
    continued: 'vervolg',
    orderNumber: 'Ordernummer',
    date: 'Datum',
    customer: 'Klant',
    vatNumber: 'Btw-nummer',
    kvkNumber: 'KvK-nummer',
    purchaseOrder: 'Uw inkoopordernummer',
    invoiceAddress: 'Factuuradres',
    deliveryAddress: 'Afleveradres',
    payment: 'Betaalwijze',
    status: 'Status',
    product: 'Product',
    quantity: 'Aantal',
    unitPrice: 'Prijs per verpakking',
    vatColumn: 'Btw',
    total: 'Totaal',
    pieces: 'stuks',
    articleTotal: 'Artikelen excl. btw',
    discount: 'Korting',
    shipping: 'Verzendkosten',
    customs: 'Inklaringskosten',
    vat: (rate) => `Btw ${rate}%`,
    percent: (rate) => `${rate}%`,
    exemptions: {
      intra_community_supply: 'Intracommunautaire levering, vrijgesteld (art. 138 Btw-richtlijn)',
      export: 'Export, vrijgesteld (art. 146 Btw-richtlijn)',
    },
    vatSummary: 'Btw-specificatie',
    vatRate: 'Tarief',
    taxableAmount: 'Grondslag',
    vatAmount: 'Btw-bedrag',
    grandTotal: 'Totaal te betalen',
    methods: { bank: 'Online bankbetaling', invoice: 'Op factuur' },
    statuses: {
      awaiting_payment: 'Wacht op betaling',
      paid: 'Betaald',
      invoiced: 'Gefactureerd',
      shipped: 'Verzonden',
      cancelled: 'Geannuleerd',
    },
    terms: (n) => `Betaling binnen 14 dagen op ${SHOP.iban} o.v.v. ${n}.`,
    page: (n, of) => `Pagina ${n} van ${of}`,
  },
  en: {
    tagline: 'Vacuum bags & filters',
    invoice: 'Invoice',
    continued: 'continued',
    orderNumber: 'Order number',
    date: 'Date',
    customer: 'Customer',
    vatNumber: 'VAT number',
    kvkNumber: 'KvK number',
    purchaseOrder: 'Your purchase order',
    invoiceAddress: 'Invoice address',
    deliveryAddress: 'Delivery address',
    payment: 'Payment method',
    status: 'Status',
    product: 'Product',
    quantity: 'Quantity',
    unitPrice: 'Price per pack',
    vatColumn: 'VAT',
    total: 'Total',
    pieces: 'pieces',
    articleTotal: 'Articles excl. VAT',
    discount: 'Discount',
    shipping: 'Shipping',
    customs: 'Customs clearance',
    vat: (rate) => `VAT ${rate}%`,
    percent: (rate) => `${rate}%`,
    exemptions: {
      intra_community_supply: 'Intra-Community supply, exempt (Art. 138 VAT Directive)',
      export: 'Export, exempt (Art. 146 VAT Directive)',
    },
    vatSummary: 'VAT summary',
    vatRate: 'Rate',
    taxableAmount: 'Taxable amount',
    vatAmount: 'VAT amount',
    grandTotal: 'Total due',
    methods: { bank: 'Online bank transfer', invoice: 'On invoice' },
    statuses: {
      awaiting_payment: 'Awaiting payment',
      paid: 'Paid',
      invoiced: 'Invoiced',
      shipped: 'Shipped',
      cancelled: 'Cancelled',
    },
    terms: (n) => `Please pay within 14 days to ${SHOP.iban}, quoting ${n}.`,
    page: (n, of) => `Page ${n} of ${of}`,
  },
  de: {
    tagline: 'Staubsaugerbeutel & Filter',
    invoice: 'Rechnung',
    continued: 'Fortsetzung',
    orderNumber: 'Bestellnummer',
    date: 'Datum',
    customer: 'Kunde',
    vatNumber: 'USt-IdNr.',
    kvkNumber: 'KvK-Nummer',
    purchaseOrder: 'Ihre Bestellreferenz',
    invoiceAddress: 'Rechnungsadresse',
    deliveryAddress: 'Lieferadresse',
    payment: 'Zahlungsart',
    status: 'Status',
    product: 'Produkt',
    quantity: 'Anzahl',
    unitPrice: 'Preis je Packung',
    vatColumn: 'MwSt.',
    total: 'Summe',
    pieces: 'Stück',
    articleTotal: 'Artikel ohne MwSt.',
    discount: 'Rabatt',
    shipping: 'Versandkosten',
    customs: 'Zollabfertigung',
    vat: (rate) => `MwSt. ${rate}%`,
    percent: (rate) => `${rate}%`,
    exemptions: {
      intra_community_supply:
        'Innergemeinschaftliche Lieferung, steuerfrei (Art. 138 MwSt-Richtlinie)',
      export: 'Ausfuhrlieferung, steuerfrei (Art. 146 MwSt-Richtlinie)',
    },
    vatSummary: 'MwSt.-Aufstellung',
    vatRate: 'Satz',
    taxableAmount: 'Nettobetrag',
    vatAmount: 'MwSt.-Betrag',
    grandTotal: 'Gesamtbetrag',
    methods: { bank: 'Online-Banküberweisung', invoice: 'Auf Rechnung' },
    statuses: {
      awaiting_payment: 'Zahlung ausstehend',
      paid: 'Bezahlt',
      invoiced: 'In Rechnung gestellt',
      shipped: 'Versandt',
      cancelled: 'Storniert',
    },
    terms: (n) => `Zahlbar innerhalb von 14 Tagen auf ${SHOP.iban} unter Angabe von ${n}.`,
    page: (n, of) => `Seite ${n} von ${of}`,
  },
  fr: {
    tagline: 'Sacs d\u2019aspirateur & filtres',
    invoice: 'Facture',
    continued: 'suite',
    orderNumber: 'Numéro de commande',
    date: 'Date',
    customer: 'Client',
    vatNumber: 'Numéro de TVA',
    kvkNumber: 'Numéro KvK',
    purchaseOrder: 'Votre bon de commande',
    invoiceAddress: 'Adresse de facturation',
    deliveryAddress: 'Adresse de livraison',
    payment: 'Mode de paiement',
    status: 'Statut',
    product: 'Produit',
    quantity: 'Quantité',
    unitPrice: 'Prix par paquet',
    vatColumn: 'TVA',
    total: 'Total',
    pieces: 'pièces',
    articleTotal: 'Articles HT',
    discount: 'Remise',
    shipping: 'Frais de port',
    customs: 'Frais de dédouanement',
    vat: (rate) => `TVA ${rate} %`,
    percent: (rate) => `${rate} %`,
    exemptions: {
      intra_community_supply: 'Livraison intracommunautaire exonérée (art. 138 directive TVA)',
      export: 'Exportation exonérée (art. 146 directive TVA)',
    },
    vatSummary: 'Récapitulatif TVA',
    vatRate: 'Taux',
    taxableAmount: 'Base HT',
    vatAmount: 'Montant TVA',
    grandTotal: 'Total à payer',
    methods: { bank: 'Virement bancaire en ligne', invoice: 'Sur facture' },
    statuses: {
      awaiting_payment: 'En attente de paiement',
      paid: 'Payée',
      invoiced: 'Facturée',
      shipped: 'Expédiée',
      cancelled: 'Annulée',
    },
    terms: (n) => `Paiement sous 14 jours sur ${SHOP.iban}, en mentionnant ${n}.`,
    page: (n, of) => `Page ${n} sur ${of}`,
  },
};
