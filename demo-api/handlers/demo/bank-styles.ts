/**
 * The demo bank page's one stylesheet, written inline so the page needs no file of its own, and
 * its hash: the page's Content-Security-Policy allows exactly this stylesheet and no other inline
 * style (bank-headers.ts).
 */
import { createHash } from 'node:crypto';

export const bankStyles = `
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

/** The CSP source of `bankStyles` (the exact text between `<style>` and `</style>`). */
export const bankStylesHash = `'sha256-${createHash('sha256').update(bankStyles).digest('base64')}'`;
