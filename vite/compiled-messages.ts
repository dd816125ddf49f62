/**
 * Vite plugin: `import messages from '…/locales/en.json?compiled'` yields the messages parsed to
 * ICU ASTs at build time. The browser bundle then ships react-intl without the ICU parser
 * (aliased to its no-parser build in vite.config.ts), and an invalid message fails the build.
 */
import { readFileSync } from 'node:fs';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const SUFFIX = '?compiled';

export function compileMessages(
  source: Record<string, string>,
  file: string,
): Record<string, unknown> {
  const compiled: Record<string, unknown> = {};
  for (const [id, message] of Object.entries(source)) {
    try {
      compiled[id] = parse(message);
    } catch (error) {
      throw new Error(`${file}: message "${id}" is not valid ICU: ${(error as Error).message}`);
    }
  }
  return compiled;
}

export function compiledMessagesPlugin(): Plugin {
  return {
    name: 'shop:compiled-messages',
    enforce: 'pre',
    async resolveId(id, importer) {
      if (!id.endsWith(`.json${SUFFIX}`)) return null;
      const resolved = await this.resolve(id.slice(0, -SUFFIX.length), importer, {
        skipSelf: true,
      });
      return resolved ? `${resolved.id}${SUFFIX}` : null;
    },
    load(id) {
      if (!id.endsWith(`.json${SUFFIX}`)) return null;
      const file = id.slice(0, -SUFFIX.length);
      this.addWatchFile(file);
      const source = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      return {
        code: `export default ${JSON.stringify(compileMessages(source, file))};`,
        map: null,
      };
    },
  };
}
