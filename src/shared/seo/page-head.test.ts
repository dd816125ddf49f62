import { renderHook } from '@testing-library/react';
import { usePageHead, usePageHeadStore, type PageHead } from './page-head';

it('publishes the head while the page is shown and withdraws it on unmount and on change', () => {
  const first: PageHead = { title: 'A', noindex: true };
  const view = renderHook(({ head }) => usePageHead(head), { initialProps: { head: first } });
  expect(usePageHeadStore.getState().head).toBe(first);

  // Data of the next product: replaced, not merged.
  const second: PageHead = { title: 'B' };
  view.rerender({ head: second });
  expect(usePageHeadStore.getState().head).toBe(second);

  // Data not (yet) known: nothing of the previous data stays.
  view.rerender({ head: null as unknown as PageHead });
  expect(usePageHeadStore.getState().head).toBeNull();

  view.rerender({ head: second });
  view.unmount();
  expect(usePageHeadStore.getState().head).toBeNull();
});

it('does not withdraw what another page published meanwhile', () => {
  const leaving = renderHook(() => usePageHead({ title: 'old' }));
  const next: PageHead = { title: 'new' };
  renderHook(() => usePageHead(next));
  leaving.unmount();
  expect(usePageHeadStore.getState().head).toBe(next);
});
