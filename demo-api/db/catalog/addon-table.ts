/**
 * Add-on categories (GET addons) and their variants (GET addons/{id}/variants). A variant is what
 * an add-on family is: "Floor nozzle, 370 mm" for some models. Names are the shop's own wording.
 */
import type { Localized } from './records';

export interface AddonVariantRow {
  url: string;
  names: Localized;
  /** Price of one piece excl. VAT in cents: [lowest, highest]. */
  priceRange: readonly [number, number];
}

export interface AddonRow {
  /** Empty names reproduce the real API's stray records; the shop drops them (requirements §5.4). */
  names: Localized;
  url: string;
  variants: readonly AddonVariantRow[];
}

const same = (text: string): Localized => ({ nl: text, en: text, de: text, fr: text });

export const addonRows: readonly AddonRow[] = [
  {
    names: { nl: 'Slangen', en: 'Hoses', de: 'Schläuche', fr: 'Flexibles' },
    url: 'hoses',
    variants: [
      { url: '32-mm', names: same('Ø 32 mm'), priceRange: [3200, 5400] },
      { url: '36-mm', names: same('Ø 36 mm'), priceRange: [3900, 6900] },
      { url: '50-mm', names: same('Ø 50 mm'), priceRange: [5900, 8900] },
    ],
  },
  {
    names: { nl: 'Mondstukken', en: 'Nozzles', de: 'Düsen', fr: 'Suceurs' },
    url: 'nozzles',
    variants: [
      {
        url: 'floor-nozzle',
        names: { nl: 'Vloermondstuk', en: 'Floor nozzle', de: 'Bodendüse', fr: 'Suceur sol' },
        priceRange: [2400, 4900],
      },
      {
        url: 'crevice-tool',
        names: { nl: 'Kierenzuiger', en: 'Crevice tool', de: 'Fugendüse', fr: 'Suceur plat' },
        priceRange: [1000, 1900],
      },
      {
        url: 'wet-nozzle',
        names: {
          nl: 'Watermondstuk',
          en: 'Wet pick-up nozzle',
          de: 'Nasssaugdüse',
          fr: 'Suceur à eau',
        },
        priceRange: [2900, 5900],
      },
    ],
  },
  {
    names: { nl: 'Borstels', en: 'Brushes', de: 'Bürsten', fr: 'Brosses' },
    url: 'brushes',
    variants: [
      {
        url: 'round-brush',
        names: {
          nl: 'Ronde stofborstel',
          en: 'Round dusting brush',
          de: 'Saugpinsel',
          fr: 'Brosse ronde',
        },
        priceRange: [1000, 1800],
      },
      {
        url: 'upholstery-brush',
        names: {
          nl: 'Meubelborstel',
          en: 'Upholstery brush',
          de: 'Polsterbürste',
          fr: 'Brosse à meubles',
        },
        priceRange: [1200, 2200],
      },
      {
        url: 'radiator-brush',
        names: {
          nl: 'Radiatorborstel',
          en: 'Radiator brush',
          de: 'Heizkörperbürste',
          fr: 'Brosse à radiateur',
        },
        priceRange: [1100, 1900],
      },
    ],
  },
  {
    names: { nl: 'Adapters', en: 'Adapters', de: 'Adapter', fr: 'Adaptateurs' },
    url: 'adapters',
    variants: [
      {
        url: 'tool-adapter',
        names: {
          nl: 'Gereedschapsadapter',
          en: 'Power tool adapter',
          de: 'Werkzeugadapter',
          fr: "Adaptateur d'outillage",
        },
        priceRange: [1000, 2400],
      },
      {
        url: 'quick-coupling',
        names: {
          nl: 'Snelkoppeling',
          en: 'Quick coupling',
          de: 'Schnellkupplung',
          fr: 'Raccord rapide',
        },
        priceRange: [1400, 2900],
      },
    ],
  },
  { names: same(''), url: 'unnamed-addon', variants: [] },
];
