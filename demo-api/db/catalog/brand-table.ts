/**
 * The brands and machine models the demo shop sells for: real names, so the demo looks like the
 * real shop. A data table, not logic; `brands.ts` turns it into records.
 */

/** Decides which products a brand's machines take (materials, dust class, add-ons). */
export type Segment = 'industrial' | 'power-tool' | 'household';

export interface BrandRow {
  name: string;
  /** Only used for the empty-name brands, whose url cannot come from the name. */
  url?: string;
  segment: Segment;
  /** Brand discount in percent (GET discount/brands/{id}); most brands have none. */
  discount: number | null;
  /** Model names in the order the brand's finder lists them (3 to 20). */
  models: readonly string[];
}

export const brandRows: readonly BrandRow[] = [
  {
    name: 'Nilfisk', segment: 'industrial', discount: 10,
    models: ['Attix 30', 'Attix 33', 'Attix 40', 'Attix 44', 'Attix 50', 'Attix 751', 'Aero 21', 'Aero 26', 'Aero 31',
      'Multi II 22', 'Multi II 30', 'GD 930', 'GD 1000', 'GM 80', 'VP300', 'VP600', 'UZ 934', 'Buddy II 18'],
  },
  {
    name: 'Kärcher', segment: 'industrial', discount: 5,
    models: ['NT 25/1', 'NT 27/1', 'NT 30/1 Tact', 'NT 35/1 Tact', 'NT 40/1 Tact', 'NT 48/1', 'NT 65/2 Ap', 'NT 70/2',
      'WD 2', 'WD 3', 'WD 4', 'WD 5', 'WD 6', 'T 7/1', 'T 10/1', 'T 12/1', 'CV 38/2'],
  },
  {
    name: 'Festool', segment: 'power-tool', discount: null,
    models: ['CTL 26', 'CTL 36', 'CTL 48', 'CTM 26', 'CTM 36', 'CTM 48', 'CTL Midi', 'CTL Mini', 'CTL SYS', 'CTH 26'],
  },
  {
    name: 'Makita', segment: 'power-tool', discount: null,
    models: ['VC2012L', 'VC2512L', 'VC3011L', 'VC3012L', 'VC3012M', 'VC4210L', 'DVC861L', 'DVC750L', '447L'],
  },
  {
    name: 'Numatic', segment: 'industrial', discount: 5,
    models: ['Henry HVR200', 'Hetty HET200', 'James JVP180', 'George GVE370', 'NRV200', 'NVR170', 'Charles CVC370',
      'WV470', 'Harry HHR200'],
  },
  {
    name: 'Starmix', segment: 'power-tool', discount: null,
    models: ['ISC L-1625 Top', 'ISC ARDL-1635 EW', 'ISP iPulse L-1635', 'ISP ARDL-1445 EHP', 'GS 1032 HK', 'NSG uClean 1420',
      'AS A-1232 EHP'],
  },
  {
    name: 'Metabo', segment: 'power-tool', discount: null,
    models: ['ASR 25 L SC', 'ASR 35 L ACP', 'ASR 35 M ACP', 'ASA 25 L PC', 'ASA 30 L PC', 'AS 18 L PC'],
  },
  {
    name: 'Bosch', segment: 'power-tool', discount: null,
    models: ['GAS 25 L SFC', 'GAS 35 L AFC', 'GAS 35 M AFC', 'GAS 55 M AFC', 'GAS 12-25 PL', 'Serie 4 BGL4', 'Serie 6 BGL6',
      'Serie 8 BGL8'],
  },
  {
    name: 'Hilti', segment: 'power-tool', discount: null,
    models: ['VC 20-U', 'VC 40-U', 'VC 20-UM', 'VC 40-UM', 'VC 150-10 X', 'VC 300-17 X'],
  },
  { name: 'Fein', segment: 'power-tool', discount: null, models: ['Dustex 25 L', 'Dustex 35 L', 'Dustex 35 MX AC', 'Dustex 40 L'] },
  {
    name: 'DeWalt', segment: 'power-tool', discount: 7.5,
    models: ['DWV900L', 'DWV901L', 'DWV902M', 'DWV905M', 'DWV905H', 'DCV585'],
  },
  {
    name: 'Ghibli', segment: 'industrial', discount: null,
    models: ['AS 6', 'AS 10', 'AS 27 IK', 'AS 40 IK', 'Power WD 22', 'Power WD 36', 'Power WD 50'],
  },
  {
    name: 'Sprintus', segment: 'industrial', discount: null,
    models: ['Evac', 'Evac Pro', 'Smaragd', 'Kappa', 'N 15/1', 'N 30/1', 'N 51/1'],
  },
  { name: 'Wap', segment: 'industrial', discount: null, models: ['Turbo XL', 'Turbo XXL', 'SQ 450-11', 'SQ 650-21', 'Aero 840', 'Alto 320'] },
  {
    name: 'Taski', segment: 'industrial', discount: null,
    models: ['Vento 8', 'Vento 15', 'Baby 8', 'Aero 8', 'Aero 15', 'Jet 38', 'Jet 50'],
  },
  { name: 'Cleanfix', segment: 'industrial', discount: null, models: ['S 05', 'S 10', 'S 10 Plus', 'SW 25', 'SW 41 MA'] },
  { name: 'Lindhaus', segment: 'industrial', discount: null, models: ['RX 380e', 'RX 450e', 'LW 30 Pro', 'Dynamic 300', 'Valzer'] },
  {
    name: 'Sebo', segment: 'household', discount: 8,
    models: ['Automatic X4', 'Automatic X7', 'Felix', 'Airbelt E1', 'Airbelt K3', 'Airbelt D4', 'Duo P', 'BS 36', 'BS 46',
      'Evolution 300', 'Dart 1'],
  },
  {
    name: 'Miele', segment: 'household', discount: null,
    models: ['S5000', 'S6000', 'S8000', 'Complete C2', 'Complete C3', 'Classic C1', 'Compact C1', 'Compact C2', 'Guard M1',
      'Dynamic U1'],
  },
  {
    name: 'Vorwerk', segment: 'household', discount: null,
    models: ['Kobold VK130', 'Kobold VK131', 'Kobold VK135', 'Kobold VK140', 'Kobold VK150', 'Kobold VK200', 'Kobold VT300',
      'Tiger 251', 'Tiger 252'],
  },
  {
    name: 'Electrolux', segment: 'household', discount: null,
    models: ['Ultrasilencer', 'UltraOne', 'Ergospace', 'Pure D8', 'Pure D9', 'Clario', 'Oxygen'],
  },
  { name: 'AEG', segment: 'household', discount: null, models: ['VX4', 'VX6', 'VX7', 'VX8', 'VX9', 'LX7'] },
  { name: 'Philips', segment: 'household', discount: null, models: ['Performer', 'Performer Pro', 'Jewel', 'Expression', 'PowerGo', 'PowerLife'] },
  { name: 'Hoover', segment: 'household', discount: null, models: ['Telios', 'Telios Plus', 'Sensory', 'Freespace', 'Brave', 'Athos'] },
  { name: 'Columbus', segment: 'industrial', discount: null, models: ['ST 11 Turbo', 'RS 351', 'SW 35 P', 'SW 80 PA'] },
  // Brands with an empty name exist in the real API's data; the shop must drop them (spec §3).
  // They carry no product families, so no product ever shows an empty brand.
  { name: '', url: 'unnamed-1', segment: 'industrial', discount: null, models: ['Type 100', 'Type 200', 'Type 300'] },
  { name: '', url: 'unnamed-2', segment: 'household', discount: null, models: ['Model A', 'Model B', 'Model C'] },
];
