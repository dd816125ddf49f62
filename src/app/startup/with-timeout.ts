/**
 * Gives up on `work` after `ms`: the auth SDK's own calls (e.g. the session refresh at startup)
 * have no request timeout, and a session service that never answers must not leave the startup
 * step open forever. The work itself is not cancelled; only the wait for it ends.
 */
export function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
