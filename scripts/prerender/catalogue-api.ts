/**
 * The catalogue API the build reads (the sitemap and the prerendered pages come from it): the
 * shop's own API base, VITE_API_URL, as the bundle has it (scripts/lib/project.ts#buildEnv). An absolute URL is a real
 * API and is used as it is; a path (`/api`, the default) means the demo API, which is started
 * in-process for the build on a free port.
 */
import { startDemoServer } from '../../demo-api/server';

export interface CatalogueApi {
  /** The API base, e.g. `https://api.example.nl/api` or `http://127.0.0.1:40123/api`. */
  base: string;
  /** The origin the shop's relative API paths resolve against while rendering in Node. */
  origin: string;
  close: () => Promise<void>;
}

export async function openCatalogueApi(apiUrl: string | undefined): Promise<CatalogueApi> {
  const configured = apiUrl?.trim() || '/api';
  if (!configured.startsWith('/')) {
    const url = new URL(configured);
    return {
      base: url.href.replace(/\/+$/, ''),
      origin: url.origin,
      close: async () => undefined,
    };
  }
  const demo = await startDemoServer({ port: 0, log: false });
  return {
    base: `${demo.url}${configured.replace(/\/+$/, '')}`,
    origin: demo.url,
    close: () => demo.close(),
  };
}
