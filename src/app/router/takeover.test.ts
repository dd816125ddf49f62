import { QueryClient } from '@tanstack/react-query';
import { applyHead } from '../seo/apply-head';
import { isPrerendered, markTakenOver, queriesSettled } from './takeover';

describe('takeover of a prerendered page', () => {
  it("keeps the prerendered head until the app's first applyHead replaces it in one step", () => {
    document.documentElement.setAttribute('data-prerendered', '');
    document.head.innerHTML =
      '<link rel="stylesheet" href="/a.css">' +
      '<meta name="description" content="x" data-head data-prerendered>' +
      '<link rel="canonical" href="https://shop.example/nl" data-head data-prerendered>';
    expect(isPrerendered()).toBe(true);
    applyHead(document, 'Home', [
      { name: 'meta', attributes: { name: 'description', content: 'y' } },
    ]);
    const descriptions = document.head.querySelectorAll('meta[name="description"]');
    expect([...descriptions].map((meta) => meta.getAttribute('content'))).toEqual(['y']);
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('link[rel="stylesheet"]')).not.toBeNull();
    // The mark on <html> goes in React's first commit: until then the page is the prerendered HTML.
    expect(isPrerendered()).toBe(true);
    markTakenOver();
    expect(isPrerendered()).toBe(false);
  });

  it('waits for the queries a loader started', async () => {
    const queryClient = new QueryClient();
    let answer: (value: string) => void = () => {};
    void queryClient.prefetchQuery({
      queryKey: ['page'],
      queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
    });
    let settled = false;
    const done = queriesSettled(queryClient).then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    answer('data');
    await done;
    expect(queryClient.getQueryData(['page'])).toBe('data');
  });
});
