/**
 * Polls `/version.json` (written at build time, served no-cache) and tells the shopper once when a
 * newer build is live, so they can reload into it instead of hitting removed chunks later.
 */
import { showToast } from '@/shared/ui/toast/toast-store';

const POLL_MS = 5 * 60_000;

export async function fetchBuildId(fetchImpl: typeof fetch = fetch): Promise<string | null> {
  try {
    const response = await fetchImpl(`/version.json?t=${Date.now()}`, { cache: 'no-store' });
    if (!response.ok) return null;
    const body = (await response.json()) as { buildId?: unknown };
    return typeof body.buildId === 'string' ? body.buildId : null;
  } catch {
    return null;
  }
}

export function startVersionCheck(currentBuildId: string | undefined): () => void {
  if (!currentBuildId) return () => undefined;
  let told = false;
  const check = async () => {
    if (told || document.visibilityState === 'hidden') return;
    const latest = await fetchBuildId();
    if (latest && latest !== currentBuildId) {
      told = true;
      showToast({
        tone: 'info',
        title: { id: 'version.new.title' },
        text: { id: 'version.new.text' },
        action: { label: { id: 'version.new.reload' }, onClick: () => window.location.reload() },
      });
    }
  };
  const timer = setInterval(() => void check(), POLL_MS);
  const onVisible = () => void check();
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
