/** The demo bank page's words in the four shop languages. */
import type { Locale } from '../../../src/shared/api/contract/common';

export interface BankTexts {
  title: string;
  notice: string;
  /** Whom the shopper pays: the shop's legal name and account, as a bank's pay page shows. */
  payee: string;
  order: string;
  amount: string;
  chooseBank: string;
  pay: string;
  cancel: string;
  /** No such order, or the link lacks its order's payment token: one answer for both. */
  invalidLink: string;
  alreadyPaid: string;
  alreadyCancelled: string;
  notPayable: string;
  badRequest: string;
  backToShop: string;
}

export const bankTexts: Record<Locale, BankTexts> = {
  nl: {
    title: 'Demobank: online betalen via uw bank',
    notice: 'Dit is een demonstratiepagina. Er wordt geen echt geld overgemaakt.',
    payee: 'Begunstigde',
    order: 'Bestelling',
    amount: 'Te betalen',
    chooseBank: 'Kies uw bank',
    pay: 'Betalen',
    cancel: 'Annuleren',
    invalidLink: 'Deze betaallink is ongeldig. Gebruik de link die de winkel u gaf.',
    alreadyPaid: 'Deze bestelling is al betaald.',
    alreadyCancelled: 'Deze betaling is geannuleerd.',
    notPayable: 'Deze bestelling hoeft niet online betaald te worden.',
    badRequest: 'Kies een bank uit de lijst en probeer het opnieuw.',
    backToShop: 'Terug naar de winkel',
  },
  en: {
    title: 'Demo bank: pay by online bank transfer',
    notice: 'This is a demonstration page. No real money is transferred.',
    payee: 'Payee',
    order: 'Order',
    amount: 'Amount due',
    chooseBank: 'Choose your bank',
    pay: 'Pay',
    cancel: 'Cancel',
    invalidLink: 'This payment link is not valid. Use the link the shop gave you.',
    alreadyPaid: 'This order has already been paid.',
    alreadyCancelled: 'This payment has been cancelled.',
    notPayable: 'This order does not need an online payment.',
    badRequest: 'Choose a bank from the list and try again.',
    backToShop: 'Back to the shop',
  },
  de: {
    title: 'Demo-Bank: per Online-Überweisung bezahlen',
    notice: 'Dies ist eine Demonstrationsseite. Es wird kein echtes Geld überwiesen.',
    payee: 'Zahlungsempfänger',
    order: 'Bestellung',
    amount: 'Zu zahlen',
    chooseBank: 'Wählen Sie Ihre Bank',
    pay: 'Bezahlen',
    cancel: 'Abbrechen',
    invalidLink: 'Dieser Zahlungslink ist ungültig. Verwenden Sie den Link aus dem Shop.',
    alreadyPaid: 'Diese Bestellung ist bereits bezahlt.',
    alreadyCancelled: 'Diese Zahlung wurde abgebrochen.',
    notPayable: 'Diese Bestellung muss nicht online bezahlt werden.',
    badRequest: 'Wählen Sie eine Bank aus der Liste und versuchen Sie es erneut.',
    backToShop: 'Zurück zum Shop',
  },
  fr: {
    title: 'Banque de démonstration : payer par virement en ligne',
    notice: 'Ceci est une page de démonstration. Aucun argent réel n\u2019est transféré.',
    payee: 'Bénéficiaire',
    order: 'Commande',
    amount: 'Montant à payer',
    chooseBank: 'Choisissez votre banque',
    pay: 'Payer',
    cancel: 'Annuler',
    invalidLink:
      'Ce lien de paiement n\u2019est pas valide. Utilisez le lien donné par la boutique.',
    alreadyPaid: 'Cette commande est déjà payée.',
    alreadyCancelled: 'Ce paiement a été annulé.',
    notPayable: 'Cette commande ne se paie pas en ligne.',
    badRequest: 'Choisissez une banque dans la liste et réessayez.',
    backToShop: 'Retour à la boutique',
  },
};

/** The Dutch banks offered on the page (value = label). */
export const banks = ['ING', 'Rabobank', 'ABN AMRO', 'SNS', 'ASN', 'Triodos', 'bunq'] as const;
