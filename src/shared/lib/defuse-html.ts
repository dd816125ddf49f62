/**
 * Prepares untrusted HTML for the browser's parser: renames inline event handlers (`onerror=`)
 * and style attributes, and removes `<style>` elements, before DOMParser or DOMPurify sees it.
 *
 * Why: under the shop's Content-Security-Policy, Chrome reports a violation for every such
 * attribute or element as soon as it is PARSED, even into an inert document whose handlers never
 * run. The merchant's injection attempt would then fill the CSP reports on every view of the
 * product. This is not the sanitiser: DOMPurify still decides what stays (the renamed `x-on…` and
 * `x-style` attributes are not on its list, so they are dropped), and the policy still blocks
 * whatever slips past this text pass.
 */

/** A start tag, with quoted attribute values that may contain `>`. */
const TAG = /<[a-z][^\s/>]*(?:"[^"]*"|'[^']*'|[^'">])*>/gi;
/** Inside a tag: a quoted value (left alone), or `on…=` / `style=` after a separator. */
const RISKY_ATTRIBUTE = /("[^"]*"|'[^']*')|(?<=[\s/"'])(?=(?:on[a-z]+|style)\s*=)/gi;
const STYLE_ELEMENT = /<style\b[^>]*>[\s\S]*?(?:<\/style\s*>|$)/gi;

export function defuseHtml(html: string): string {
  return html
    .replace(STYLE_ELEMENT, '')
    .replace(TAG, (tag) =>
      tag.replace(RISKY_ATTRIBUTE, (match, quoted: string | undefined) => quoted ?? 'x-'),
    );
}
