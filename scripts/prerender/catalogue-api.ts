/**
 * The catalogue API the build reads (the sitemap and the prerendered pages come from it): the
 * shop's own API (VITE_API_URL, made absolute against VITE_SITE_URL by scripts/lib/project.ts),
 * used as it is; or, for the demo shop (null), the demo API, started in-process for the build on
 * a free port.
 */
import { startDemoServer } from '../../demo-api/server';

export interface CatalogueApi {
  /** The API base, e.g. `https://api.example.nl/api` or `http://127.0.0.1:40123/api`. */
  base: string;
  /** The origin the shop's relative API paths resolve against while rendering in Node. */
  origin: string;
  close: () => Promise<void>;
}

export async function openCatalogueApi(apiUrl: string | null): Promise<CatalogueApi> {
  if (apiUrl !== null) {
    const url = new URL(apiUrl);
    return {
      base: url.href.replace(/\/+$/, ''),
      origin: url.origin,
      close: async () => undefined,
    };
  }
  const demo = await startDemoServer({ port: 0, log: false });
  return { base: `${demo.url}/api`, origin: demo.url, close: () => demo.close() };
}
