import { QueryClient } from '@tanstack/react-query';
import { dropPrerenderedHead, isPrerendered, markTakenOver, queriesSettled } from './takeover';

describe('takeover of a prerendered page', () => {
  it('drops the prerendered head tags and keeps the rest of the head; the mark goes at the commit', () => {
    document.documentElement.setAttribute('data-prerendered', '');
    document.head.innerHTML =
      '<link rel="stylesheet" href="/a.css"><meta name="description" content="x" data-prerendered>';
    expect(isPrerendered()).toBe(true);
    dropPrerenderedHead();
    // Until React has committed, the page is still the prerendered HTML.
    expect(isPrerendered()).toBe(true);
    markTakenOver();
    expect(isPrerendered()).toBe(false);
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
    expect(document.head.querySelector('link[rel="stylesheet"]')).not.toBeNull();
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
