/**
 * Serves a built shop (dist/, or SHOP_DIST_DIR) together with the demo API on one origin until
 * Ctrl-C: what `npm start` and `npm run preview` end with. The demo data is seeded fresh.
 */
import { startDemoServer } from '../../demo-api/server';
import { distDir } from './project';

export async function serveBuild(port: number): Promise<void> {
  try {
    const shop = await startDemoServer({ port, staticDir: distDir });
    // The port the server got (PORT=0 lets the system choose one).
    const shopPort = new URL(shop.url).port;
    console.log(
      `\nShop running at http://localhost:${shopPort}/nl  (demo API on the same origin; Ctrl-C stops)\n`,
    );
    const stop = () => {
      void shop.close().then(() => process.exit(0));
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    console.error(
      code === 'EADDRINUSE' ? `Port ${port} is in use: set PORT to another port.` : String(error),
    );
    process.exit(1);
  }
}
