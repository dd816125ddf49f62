/**
 * How the demo API's documents (the invoice PDF, the order mails) write money and dates: in the
 * language of the order's checkout, dates in the shop's time zone.
 */
import type { Locale } from '../../src/shared/api/contract/common';

export const localeTags: Record<Locale, string> = {
  nl: 'nl-NL',
  en: 'en-US',
  de: 'de-DE',
  fr: 'fr-FR',
};

export function documentFormat(locale: Locale) {
  const tag = localeTags[locale];
  const money = new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR' });
  const date = new Intl.DateTimeFormat(tag, {
    day: '2-digit',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Amsterdam',
  });
  return {
    money: (cents: number) => money.format(cents / 100),
    date: (iso: string) => date.format(new Date(iso)),
  };
}
