// @vitest-environment jsdom
/**
 * The front-end tests run the demo API's handlers in vitest's jsdom environment, where a Node
 * `Buffer` is not a `Uint8Array` of the test's realm: the invoice must render there too.
 */
import { expect, it } from 'vitest';
import { emptyGuestDraft } from '../testing/order-fixtures';
import { renderInvoicePdf } from './invoice-pdf';

it('renders an invoice in the jsdom environment', async () => {
  const bytes = await renderInvoicePdf({
    ...emptyGuestDraft('jsdom'),
    orderNumber: 'VS-2026-000001',
  });
  expect(bytes).toBeInstanceOf(Uint8Array);
  expect(new TextDecoder('latin1').decode(bytes.slice(0, 5))).toBe('%PDF-');
  expect(bytes.byteLength).toBeGreaterThan(2000);
});
