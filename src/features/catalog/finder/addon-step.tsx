import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useStore } from 'zustand';
import { useLanguage } from '@/shared/shopper/use-shopper-context';
import { paths } from '@/shared/config/paths';
import { useAddonVariants, useAddons } from '../api/get-addons';
import { FinderSelect } from './finder-select';
import type { FinderStore } from './finder-store';
import styles from './finder.module.css';

/** Add-on (hoses, nozzles, …), then one of its variants, then the results for it. */
export function AddonStep({ store, formId }: { store: FinderStore; formId: string }) {
  const language = useLanguage();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const addonId = useStore(store, (state) => state.addonId);
  const variantId = useStore(store, (state) => state.addonVariantId);
  const addons = useAddons();
  const variants = useAddonVariants(addonId);
  const addon = addons.data?.find((a) => a.id === addonId);
  const variant = variants.data?.find((v) => v.id === variantId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (addon) void navigate(paths.addonResults.getHref(language, addon.url, variant?.url));
  };

  const addonPlaceholder = addons.isPending
    ? 'finder.loading'
    : addons.isError
      ? 'finder.addon.error'
      : 'finder.addon.choose';
  const variantPlaceholder = !addonId
    ? 'finder.variant.first'
    : variants.isPending
      ? 'finder.loading'
      : 'finder.variant.choose';

  return (
    // Only the app shows this step: before it runs, the radios go with the brand step's form.
    <form id={formId} className={styles.form} onSubmit={submit}>
      <div className={styles.fields}>
        <FinderSelect
          label={t('finder.addon.label')}
          placeholder={t(addonPlaceholder)}
          options={addons.data ?? []}
          value={addonId}
          onChange={store.getState().selectAddon}
        />
        <FinderSelect
          label={t('finder.variant.label')}
          placeholder={t(variantPlaceholder)}
          options={addonId ? (variants.data ?? []) : []}
          value={variantId}
          onChange={store.getState().selectAddonVariant}
          disabled={!addonId}
        />
        <button type="submit" className={styles.submit} disabled={!addon}>
          {t('finder.submit')}
        </button>
      </div>
      {/* Same height as the brand step's discount line, so switching types moves nothing. */}
      <p className={styles.discount} data-empty="true" />
    </form>
  );
}
