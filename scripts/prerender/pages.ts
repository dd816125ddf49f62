/** The pages prerendered at build time: home and every static info page, in every language. */
import { languages } from '../../src/shared/config/languages';
import { infoPages } from '../../src/shared/config/paths';

export const prerenderedPaths = (): string[] =>
  languages.flatMap((lang) => [`/${lang}`, ...infoPages.map((page) => `/${lang}/${page}`)]);

/** Where the web server looks for a prerendered path: `/nl/privacy` -> `nl/privacy/index.html`. */
export const prerenderedFile = (urlPath: string): string =>
  `${urlPath.replace(/^\/+|\/+$/g, '')}/index.html`;
