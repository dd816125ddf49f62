/**
 * An eslint-module-utils resolver (interface v2) for the `@/` alias of tsconfig.json and vite.config.ts,
 * so eslint-plugin-boundaries sees where `@/shared/...` really points. Anything else is left to the
 * node resolver listed after it in eslint.config.js.
 */
const { existsSync, statSync } = require('node:fs');
const path = require('node:path');

const srcDir = path.resolve(__dirname, '../../src');
const extensions = ['.ts', '.tsx', '.js', '.jsx', '.json', '.d.ts'];

function isFile(file) {
  return existsSync(file) && statSync(file).isFile();
}

function resolveFile(base) {
  if (isFile(base)) return base;
  for (const extension of extensions) if (isFile(base + extension)) return base + extension;
  for (const extension of extensions)
    if (isFile(path.join(base, 'index' + extension))) return path.join(base, 'index' + extension);
  return undefined;
}

exports.interfaceVersion = 2;

exports.resolve = function resolve(source) {
  if (!source.startsWith('@/')) return { found: false };
  const file = resolveFile(path.join(srcDir, source.slice(2).split('?')[0]));
  return file ? { found: true, path: file } : { found: false };
};
