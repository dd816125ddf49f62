/**
 * HTML of the demo bank page: plain server-rendered HTML with native form controls (a fieldset of
 * radio buttons and two submit buttons), so it works without JavaScript and with a screen reader.
 */
import type { Locale } from '../../../src/shared/api/contract/common';
import { documentFormat } from '../../documents/format';
import { banks, bankTexts } from './bank-texts';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const styles = `
  body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; margin: 0; background: #f3f5f7; color: #1b1f23; }
  main { max-width: 32rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 8px; box-shadow: 0 1px 4px rgb(0 0 0 / 0.12); }
  h1 { font-size: 1.4rem; margin-top: 0; }
  .notice { background: #fff4ce; border-left: 4px solid #8a6d00; padding: 0.75rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 1rem; }
  dt { font-weight: 600; }
  fieldset { border: 1px solid #8c959f; border-radius: 6px; margin: 1rem 0; }
  label { display: flex; align-items: center; gap: 0.5rem; min-height: 44px; }
  .actions { display: flex; gap: 1rem; }
  button { min-height: 44px; padding: 0 1.25rem; font-size: 1rem; border-radius: 6px; border: 2px solid #0b4f6c; cursor: pointer; }
  .pay { background: #0b4f6c; color: #fff; }
  .cancel { background: #fff; color: #0b4f6c; }
  :focus-visible { outline: 3px solid #d9480f; outline-offset: 2px; }
`;

function layout(locale: Locale, body: string): string {
  const t = bankTexts[locale];
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t.title)}</title>
<style>${styles}</style>
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
  const amount = documentFormat(locale).money(amountCents);
  const options = banks
    .map(
      (bank, i) =>
        `<label><input type="radio" name="bank" value="${escapeHtml(bank)}"${i === 0 ? ' checked' : ''} required> ${escapeHtml(bank)}</label>`,
    )
    .join('\n');
  return layout(
    locale,
    `<dl><dt>${escapeHtml(t.order)}</dt><dd>${escapeHtml(orderNumber)}</dd><dt>${escapeHtml(t.amount)}</dt><dd>${escapeHtml(amount)}</dd></dl>
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
