import type { FormEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useStore } from 'zustand';
import { useLanguage } from '@/shared/shopper/use-shopper-context';
import { paths } from '@/shared/config/paths';
import { useAppRunning } from '@/shared/lib/use-app-running';
import { useBrandTypes } from '../api/get-brand-types';
import { useBrands } from '../api/get-brands';
import { BrandDiscountNote } from './brand-discount-note';
import { finderFormParam } from './finder-form';
import { FinderSelect } from './finder-select';
import type { FinderStore } from './finder-store';
import styles from './finder.module.css';

type Ref = { id: string; name: string; url: string };
/** The chosen brand and model, as the catalogue names them. */
export interface FinderModel {
  brand: Ref;
  type: Ref;
}

interface BrandStepProps {
  store: FinderStore;
  modelAction?: (model: FinderModel) => ReactNode;
  /** Both ask for their category: without one the results also list the other kinds. */
  category: 'bag' | 'filter';
  /** The form's id, which the product type's radios name. */
  formId: string;
}

const refOf = ({ id, name, url }: Ref): Ref => ({ id, name, url });

/** Brand, then one of its models (types), then the results for that machine. */
export function BrandStep({ store, category, formId, modelAction }: BrandStepProps) {
  const language = useLanguage();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const appRunning = useAppRunning();
  const brandId = useStore(store, (state) => state.brandId);
  const brandTypeId = useStore(store, (state) => state.brandTypeId);
  const brands = useBrands();
  const types = useBrandTypes(brandId);
  const brandOptions = [...(brands.data ?? [])].sort((a, b) =>
    a.name.localeCompare(b.name, intl.locale),
  );
  const brand = brands.data?.find((b) => b.id === brandId);
  const type = types.data?.find((tp) => tp.id === brandTypeId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!brand) return;
    void navigate(paths.categoryResults.getHref(language, category, brand.url, type?.url ?? ''));
  };

  const brandPlaceholder = brands.isPending
    ? 'finder.loading'
    : brands.isError
      ? 'finder.brand.error'
      : 'finder.brand.choose';
  const typePlaceholder = !brandId
    ? 'finder.type.first'
    : types.isPending
      ? 'finder.loading'
      : types.data?.length
        ? 'finder.type.choose'
        : 'finder.type.none';

  return (
    // Before the app runs, a GET form of the brand (its model list is the app's): the results
    // route opens that brand's page once the app starts (finder-form.ts).
    <form
      id={formId}
      method="get"
      action={paths.results.getHref(language)}
      className={styles.form}
      onSubmit={submit}
    >
      <div className={styles.fields}>
        <FinderSelect
          label={t('finder.brand.label')}
          placeholder={t(brandPlaceholder)}
          options={brandOptions}
          value={brandId}
          onChange={store.getState().selectBrand}
          name={finderFormParam.brand}
          required
        />
        <FinderSelect
          label={t('finder.type.label')}
          placeholder={t(typePlaceholder)}
          // A failed types call leaves an empty list: the brand alone still searches.
          options={brandId ? (types.data ?? []) : []}
          value={brandTypeId}
          onChange={store.getState().selectBrandType}
          disabled={!brandId}
          name={finderFormParam.model}
        />
        {/* Without the app the brand select's `required` stops an empty submit instead. */}
        <button type="submit" className={styles.submit} disabled={appRunning && !brand}>
          {t('finder.submit')}
        </button>
      </div>
      <BrandDiscountNote brandId={brandId} brandName={brand?.name ?? ''} />
      {brand && type && modelAction?.({ brand: refOf(brand), type: refOf(type) })}
    </form>
  );
}
