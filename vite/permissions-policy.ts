/**
 * The Permissions-Policy of the shop's pages and of the demo bank's. A module of its own, with no
 * imports: the demo API's handlers also run in the web tests' jsdom, where csp-policy.ts cannot
 * read the boot script it hashes.
 */

/** The shop needs none of these powerful features (only names Chromium knows: no console noise). */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';
