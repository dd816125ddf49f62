/**
 * HTML of the demo bank page: plain server-rendered HTML with native form controls (a fieldset of
 * radio buttons and two submit buttons), so it works without JavaScript and with a screen reader.
 * No script at all and one stylesheet (bank-styles.ts): its Content-Security-Policy allows nothing
 * else (bank-headers.ts), so keep it that way, with no style attributes either.
 */
import type { Locale } from '../../../src/shared/api/contract/common';
import { formatCents } from '../../../src/shared/api/contract/formats';
import { checkedShopIdentity as shopIdentity } from '../../../src/shared/api/contract/shop-identity-schema';
import { bankStyles } from './bank-styles';
import { banks, bankTexts } from './bank-texts';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function layout(locale: Locale, body: string): string {
  const t = bankTexts[locale];
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t.title)}</title>
<style>${bankStyles}</style>
</head>
<body>
<main>
<h1>${escapeHtml(t.title)}</h1>
<p class="notice" role="note">${escapeHtml(t.notice)}</p>
${body}
</main>
</body>
</html>`;
}

/** The pay page of one order; `token` (its payment token) goes back with the form's answer. */
export function bankPayPage(
  locale: Locale,
  orderNumber: string,
  token: string,
  amountCents: number,
): string {
  const t = bankTexts[locale];
  const amount = formatCents(amountCents);
  // The shop's configuration (docs/decisions/0069-shop-identity-in-one-file.md).
  const payee = `${shopIdentity.legalName}, ${shopIdentity.iban}`;
  const options = banks
    .map(
      (bank, i) =>
        `<label><input type="radio" name="bank" value="${escapeHtml(bank)}"${i === 0 ? ' checked' : ''} required> ${escapeHtml(bank)}</label>`,
    )
    .join('\n');
  return layout(
    locale,
    `<dl><dt>${escapeHtml(t.payee)}</dt><dd>${escapeHtml(payee)}</dd><dt>${escapeHtml(t.order)}</dt><dd>${escapeHtml(orderNumber)}</dd><dt>${escapeHtml(t.amount)}</dt><dd>${escapeHtml(amount)}</dd></dl>
<form method="post" action="/__demo/bank/complete">
<input type="hidden" name="order" value="${escapeHtml(orderNumber)}">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<input type="hidden" name="lang" value="${locale}">
<fieldset>
<legend>${escapeHtml(t.chooseBank)}</legend>
${options}
</fieldset>
<div class="actions">
<button type="submit" name="action" value="pay" class="pay">${escapeHtml(t.pay)}</button>
<button type="submit" name="action" value="cancel" class="cancel" formnovalidate>${escapeHtml(t.cancel)}</button>
</div>
</form>`,
  );
}

/** A page with one message and a link back to the shop (an invalid link, already paid, …). */
export function bankMessagePage(locale: Locale, message: string): string {
  const t = bankTexts[locale];
  return layout(
    locale,
    `<p role="alert">${escapeHtml(message)}</p>\n<p><a href="/${locale}">${escapeHtml(t.backToShop)}</a></p>`,
  );
}
