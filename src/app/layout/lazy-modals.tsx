import { lazy, Suspense, useState } from 'react';
import { useCountryPromptStore } from '@/features/locale/stores/country-prompt-store';
import { useModalStore } from '@/shared/ui/modal-store';

// The shop-wide modals are not needed for the first paint: each loads when first opened and then
// stays mounted, so closing, reopening and focus return work as with any dialog.
const ModalHosts = lazy(() => import('./modal-hosts').then((m) => ({ default: m.ModalHosts })));
const CountryPrompt = lazy(() =>
  import('@/features/locale/components/country-prompt').then((m) => ({
    default: m.CountryPrompt,
  })),
);

/** True from the first time `wanted` is true. */
function useOnceWanted(wanted: boolean): boolean {
  const [loaded, setLoaded] = useState(wanted);
  if (wanted && !loaded) setLoaded(true);
  return loaded || wanted;
}

export function LazyModals() {
  const modalWanted = useModalStore(
    (state) => state.loginModalOpen || state.addressToManage !== null,
  );
  const countryWanted = useCountryPromptStore((state) => state.open);
  const modals = useOnceWanted(modalWanted);
  const country = useOnceWanted(countryWanted);
  return (
    <Suspense fallback={null}>
      {country && <CountryPrompt />}
      {modals && <ModalHosts />}
    </Suspense>
  );
}
