import { useId } from 'react';
import { useIntl } from 'react-intl';
import {
  filterMaterials,
  productCategories,
  type SearchFacets,
} from '@/shared/api/contract/products';
import * as choice from '@/shared/ui/form/choice.module.css';
import * as fieldset from '@/shared/ui/form/fieldset.module.css';
import { FILTER_ON, filterParam, type ResultsFilters } from '../filter-params';
import styles from './filters.module.css';

export interface FilterPanelProps {
  /** The results page's GET form, which sends the checked options before the app runs. */
  form: string;
  filters: ResultsFilters;
  /** The counts of the shown list's search; null before its first answer (no counts shown). */
  facets: SearchFacets | null;
  onChange: (filters: ResultsFilters) => void;
  /** The sale list itself: "on sale" is what the page is, not a choice. */
  saleIsScope: boolean;
  /** The shopper has saved machines: offer "Fits my machines" (docs/decisions/0078-fits-my-machines.md). */
  hasMachines: boolean;
}

interface Option {
  key: string;
  /** The URL's name and value of the option (filter-params.ts). */
  name: string;
  value: string;
  label: string;
  /** Results this option leaves; undefined while unknown. */
  count: number | undefined;
  checked: boolean;
  toggle: () => void;
}

/** The choice with `value` added or taken out, kept in ascending order. */
function toggled<T extends string | number>(values: readonly T[], value: T, order: readonly T[]) {
  const next = values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
  return order.filter((v) => next.includes(v));
}

/** Numeric options from the counts, with every chosen value (also one the counts do not name). */
function numericValues(
  counted: readonly { value: number; count: number }[] | undefined,
  chosen: readonly number[],
) {
  const values = new Set([...(counted ?? []).map((option) => option.value), ...chosen]);
  return [...values].sort((a, b) => a - b);
}

/**
 * The filters as fieldsets of checkboxes, each with its count in its label ("Paper (65)"). An
 * option that would leave nothing is disabled, unless chosen (it must stay undoable). A group
 * with no option at all on this list (layers among accessories) is left out.
 */
export function FilterPanel({
  form,
  filters,
  facets,
  onChange,
  saleIsScope,
  hasMachines,
}: FilterPanelProps) {
  const intl = useIntl();
  const set = (patch: Partial<ResultsFilters>) => onChange({ ...filters, ...patch });
  const countIn = <T,>(options: readonly { value: T; count: number }[] | undefined, value: T) =>
    options?.find((option) => option.value === value)?.count ?? (facets ? 0 : undefined);

  const types: Option[] = productCategories.map((type) => ({
    key: type,
    name: filterParam.types,
    value: type,
    label: intl.formatMessage({ id: `filters.type.${type}` }),
    count: countIn(facets?.type, type),
    checked: filters.types.includes(type),
    toggle: () => set({ types: toggled(filters.types, type, productCategories) }),
  }));
  const materials: Option[] = filterMaterials.map((material) => ({
    key: material,
    name: filterParam.materials,
    value: material,
    label: intl.formatMessage({ id: `filters.material.${material}` }),
    count: countIn(facets?.material, material),
    checked: filters.materials.includes(material),
    toggle: () => set({ materials: toggled(filters.materials, material, filterMaterials) }),
  }));
  const layerValues = numericValues(facets?.layers, filters.layers);
  const layers: Option[] = layerValues.map((value) => ({
    key: String(value),
    name: filterParam.layers,
    value: String(value),
    label: intl.formatMessage({ id: 'filters.layers.option' }, { layers: value }),
    count: countIn(facets?.layers, value),
    checked: filters.layers.includes(value),
    toggle: () => set({ layers: toggled(filters.layers, value, layerValues) }),
  }));
  const packValues = numericValues(facets?.packSize, filters.packSizes);
  const packs: Option[] = packValues.map((value) => ({
    key: String(value),
    name: filterParam.packSizes,
    value: String(value),
    label: intl.formatMessage({ id: 'filters.pack.option' }, { amount: value }),
    count: countIn(facets?.packSize, value),
    checked: filters.packSizes.includes(value),
    toggle: () => set({ packSizes: toggled(filters.packSizes, value, packValues) }),
  }));
  // First, as the choice a shopper with machines most likely wants; no group without machines.
  const machines: Option[] = hasMachines
    ? [
        {
          key: 'fits',
          name: filterParam.fits,
          value: FILTER_ON,
          label: intl.formatMessage({ id: 'filters.machines.fits' }),
          count: facets?.fitsMachines,
          checked: filters.fits,
          toggle: () => set({ fits: !filters.fits }),
        },
      ]
    : [];
  const only: Option[] = [
    {
      key: 'stock',
      name: filterParam.inStock,
      value: FILTER_ON,
      label: intl.formatMessage({ id: 'filters.only.inStock' }),
      count: facets?.inStock,
      checked: filters.inStock,
      toggle: () => set({ inStock: !filters.inStock }),
    },
  ];
  if (!saleIsScope)
    only.push({
      key: 'sale',
      name: filterParam.sale,
      value: FILTER_ON,
      label: intl.formatMessage({ id: 'filters.only.sale' }),
      count: facets?.sale,
      checked: filters.sale,
      toggle: () => set({ sale: !filters.sale }),
    });

  return (
    <div className={styles.panel}>
      <FilterGroup
        form={form}
        legend={intl.formatMessage({ id: 'filters.machines.legend' })}
        options={machines}
      />
      <FilterGroup
        form={form}
        legend={intl.formatMessage({ id: 'filters.type.legend' })}
        options={types}
      />
      <FilterGroup
        form={form}
        legend={intl.formatMessage({ id: 'filters.material.legend' })}
        options={materials}
      />
      <FilterGroup
        form={form}
        legend={intl.formatMessage({ id: 'filters.layers.legend' })}
        options={layers}
      />
      <FilterGroup
        form={form}
        legend={intl.formatMessage({ id: 'filters.pack.legend' })}
        options={packs}
      />
      <FilterGroup
        form={form}
        legend={intl.formatMessage({ id: 'filters.only.legend' })}
        options={only}
      />
    </div>
  );
}

interface FilterGroupProps {
  form: string;
  legend: string;
  options: readonly Option[];
}

function FilterGroup({ form, legend, options }: FilterGroupProps) {
  const intl = useIntl();
  const id = useId();
  if (options.length === 0) return null;
  return (
    <fieldset className={fieldset.group}>
      <legend className={styles.legend}>{legend}</legend>
      {options.map((option) => {
        const inputId = `${id}-${option.key}`;
        const empty = option.count === 0 && !option.checked;
        return (
          <div key={option.key} className={choice.option}>
            <input
              id={inputId}
              type="checkbox"
              name={option.name}
              value={option.value}
              form={form}
              className={`${choice.box} ${styles.box}`}
              checked={option.checked}
              disabled={empty}
              onChange={option.toggle}
            />
            <label htmlFor={inputId} className={styles.label}>
              {option.label}
              {option.count !== undefined && (
                <>
                  {' '}
                  <span className={styles.count}>({intl.formatNumber(option.count)})</span>
                </>
              )}
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}
