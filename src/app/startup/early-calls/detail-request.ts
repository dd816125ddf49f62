/** The pure parts of the product page's early script, apart so they can be tested. */

/** `/nl/detail/nilfisk/attix-30/x` -> language nl and the API path of that product, or null. */
export function detailRequestFor(pathname: string): { language: string; path: string } | null {
  const [, language, segment, ...rest] = pathname.split('/');
  if (!language || segment !== 'detail' || rest.length === 0 || rest.includes('')) return null;
  try {
    // The router decodes each segment of the splat; the contract encodes the slug as one value.
    const slug = rest.map((part) => decodeURIComponent(part)).join('/');
    return { language, path: `products/${encodeURIComponent(slug)}` };
  } catch {
    return null; // broken percent-encoding: the client shows its own error
  }
}

/** The family's picture from an unparsed answer, when it is a same-origin or http(s) URL. */
export function familyImageOf(detail: unknown): string | undefined {
  const image = (detail as { productFamily?: { image?: unknown } } | null)?.productFamily?.image;
  if (typeof image !== 'string' || !image) return undefined;
  try {
    const url = new URL(image, location.href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Fetches the picture now, at the priority the page's own <img fetchpriority=high> will have. */
export function preloadImage(href: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.fetchPriority = 'high';
  document.head.append(link);
}
