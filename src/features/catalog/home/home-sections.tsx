import { useQuery } from '@tanstack/react-query';
import { useLanguage, useShopperContext } from '@/shared/shopper/use-shopper-context';
import { paths } from '@/shared/config/paths';
import { homeSectionQueries } from './home-queries';
import { ProductRow } from './product-row';

/** Home's product sections: all offers, new products, top offers (requirements §1.2). */
export function HomeSections() {
  const language = useLanguage();
  const queries = homeSectionQueries(useShopperContext());
  const allOffers = useQuery(queries.allOffers);
  const newProducts = useQuery(queries.newProducts);
  const topOffers = useQuery(queries.topOffers);
  return (
    <>
      <ProductRow
        id="all-offers"
        titleId="home.offers.title"
        introId="home.offers.intro"
        moreId="home.offers.more"
        moreHref={paths.resultsContext.getHref(language, 'sale')}
        query={allOffers}
        eager
      />
      <ProductRow
        id="new"
        titleId="home.new.title"
        introId="home.new.intro"
        moreId="home.new.more"
        moreHref={paths.resultsContext.getHref(language, 'new')}
        query={newProducts}
      />
      <ProductRow
        id="top-offers"
        titleId="home.top.title"
        introId="home.top.intro"
        moreId="home.top.more"
        moreHref={paths.resultsContext.getHref(language, 'outlet')}
        query={topOffers}
      />
    </>
  );
}
