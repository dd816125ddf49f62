import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useStore } from 'zustand';
import { productCategories } from '@/shared/api/contract/products';
import { CATEGORY_PARAM, languageOfPath } from '@/shared/config/paths';
import { shopperContextFor } from '@/shared/shopper/use-shopper-context';
import { AddonStep } from './addon-step';
import { BrandStep, type FinderModel } from './brand-step';
import { finderLoaders } from './finder-loaders';
import { createFinderStore } from './finder-store';
import styles from './finder.module.css';

interface FinderProps {
  /** Shown once a brand and model are chosen: "Save … as my machine" (the machines feature). */
  modelAction?: (model: FinderModel) => ReactNode;
}

/** The hero of home: product type, then brand → model (or add-on → variant), then results. */
export function Finder({ modelAction }: FinderProps = {}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const queryClient = useQueryClient();
  // The finder's store outlives renders: a choice fetches in the context of that moment's page.
  const contextNow = () => shopperContextFor(languageOfPath(window.location.pathname));
  const [store] = useState(() => createFinderStore(finderLoaders(queryClient, contextNow)));
  const productType = useStore(store, (state) => state.productType);
  // The step's GET form, which the product type's radios belong to (finder-form.ts).
  const formId = useId();

  return (
    <section id="search" aria-labelledby="finder-title" className={styles.hero}>
      <div className={styles.inner}>
        <h1 id="finder-title" className={styles.title}>
          {t('finder.title')}
        </h1>
        <p className={styles.lead}>{t('finder.lead')}</p>
        <div className={styles.card}>
          <fieldset className={styles.types}>
            <legend className="visually-hidden">{t('finder.productType.legend')}</legend>
            {productCategories.map((type) => (
              <label key={type} className={styles.typeOption}>
                <input
                  type="radio"
                  name={CATEGORY_PARAM}
                  form={formId}
                  value={type}
                  className={styles.radio}
                  checked={productType === type}
                  onChange={() => store.getState().setProductType(type)}
                />
                <span>{t(`finder.productType.${type}`)}</span>
              </label>
            ))}
          </fieldset>
          {productType === 'addon' ? (
            <AddonStep store={store} formId={formId} />
          ) : (
            <BrandStep
              store={store}
              category={productType}
              formId={formId}
              modelAction={modelAction}
            />
          )}
        </div>
      </div>
    </section>
  );
}
