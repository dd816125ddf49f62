import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrollSentinel } from './use-scroll-sentinel';

function Sentinel({ onReached }: { onReached: () => void }) {
  const ref = useScrollSentinel<HTMLDivElement>(onReached, true);
  return <div ref={ref} />;
}

describe('useScrollSentinel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the next page when armed with the sentinel already scrolled past, without a scroll', () => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      callback(0);
      return 1;
    });
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      top: -400,
    } as DOMRect);
    const onReached = vi.fn();
    render(<Sentinel onReached={onReached} />);
    expect(onReached).toHaveBeenCalledTimes(1);
  });
});
