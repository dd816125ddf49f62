/** The demo catalogue's search index, built on first use like the catalogue itself. */
import { catalog } from '../index';
import { CatalogSearchIndex } from './search-index';

let built: CatalogSearchIndex | undefined;

export function catalogSearchIndex(): CatalogSearchIndex {
  built ??= new CatalogSearchIndex(catalog());
  return built;
}
