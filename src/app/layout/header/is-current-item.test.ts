import { describe, expect, it } from 'vitest';
import { paths } from '@/shared/config/paths';
import { isCurrentItem } from './is-current-item';
import { serviceMenu, shopMenu } from './menu-items';

const at = (url: string) => {
  const { pathname, search } = new URL(url, 'http://shop.invalid');
  return { pathname, search };
};
const currentOf = (url: string) =>
  [...shopMenu('en'), ...serviceMenu('en')]
    .filter((item) => isCurrentItem(item.href, at(url)))
    .map((item) => item.id);

describe('isCurrentItem', () => {
  it('marks only the results context the URL names', () => {
    expect(currentOf('/en/results?context=sale')).toEqual(['menu.sale']);
    expect(currentOf('/en/results?context=outlet')).toEqual(['menu.outlet']);
    expect(currentOf('/en/results?sort=price-asc&context=new')).toEqual(['menu.new']);
  });

  it('marks none of them on results without a context', () => {
    expect(currentOf('/en/results')).toEqual([]);
    expect(currentOf('/en/results?q=nilfisk')).toEqual([]);
    expect(currentOf('/en/results/nilfisk')).toEqual([]);
  });

  it('keeps a context below the results path, as a brand within the sale', () => {
    expect(currentOf('/en/results/nilfisk?context=outlet')).toEqual(['menu.outlet']);
  });

  it('matches a page without a query by its path alone, not a look-alike path', () => {
    expect(currentOf(paths.info.getHref('en', 'safebuy'))).toEqual(['menu.safebuy']);
    expect(currentOf('/en/safebuy?utm=x')).toEqual(['menu.safebuy']);
    expect(currentOf('/en/safebuying')).toEqual([]);
    expect(currentOf('/nl/safebuy')).toEqual([]);
  });
});
