import type { Language } from '@/shared/config/languages';
import { paths } from '@/shared/config/paths';

export interface MenuItem {
  id: string;
  href: string;
}

/** Shopping entries of the header menu (requirements §1.4): sales, remaining stock, new. */
export const shopMenu = (lang: Language): MenuItem[] => [
  { id: 'menu.sale', href: paths.resultsContext.getHref(lang, 'sale') },
  { id: 'menu.outlet', href: paths.resultsContext.getHref(lang, 'outlet') },
  { id: 'menu.new', href: paths.resultsContext.getHref(lang, 'new') },
];

/** Service entries of the header menu (requirements §1.4), in the order a shopper looks for them. */
export const serviceMenu = (lang: Language): MenuItem[] => [
  { id: 'menu.safebuy', href: paths.info.getHref(lang, 'safebuy') },
  { id: 'menu.shippingcosts', href: paths.info.getHref(lang, 'shippingcosts') },
  { id: 'menu.largeBuyers', href: paths.info.getHref(lang, 'large-buyers') },
  { id: 'menu.businessBuyers', href: paths.info.getHref(lang, 'business-buyers') },
  { id: 'menu.helpContact', href: paths.info.getHref(lang, 'help-contact') },
  { id: 'menu.aboutUs', href: paths.info.getHref(lang, 'about-us') },
  { id: 'menu.privacy', href: paths.info.getHref(lang, 'privacy') },
  { id: 'menu.terms', href: paths.info.getHref(lang, 'terms-conditions') },
];
