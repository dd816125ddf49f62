/**
 * Answers asked for before the app's code has run. A route shell (docs/decisions.md, "Early
 * calls") loads a tiny script beside the entry that starts the page's first API call at once,
 * instead of after the entry (130 KB) has loaded and run; the client then takes that answer
 * rather than asking again.
 *
 * The early script only guesses the request. The client takes an answer only when method, URL and
 * every shop header are exactly those it would send itself, once, and while it is fresh; any other
 * call, or a guess that was wrong, simply goes out as usual. The early script never runs when a
 * session may exist (the SDK adds the Authorization header then), so an answer taken here was
 * asked for exactly as the client would have asked for it.
 */

export interface EarlyAnswer {
  key: string;
  startedAt: number;
  response: Promise<Response>;
}

declare global {
  interface Window {
    __shopEarlyAnswers?: EarlyAnswer[];
  }
}

/** An answer older than this is not taken: the page has long been on its own by then. */
export const EARLY_ANSWER_MAX_AGE_MS = 10_000;

/** The identity of a request: method, absolute URL and the shop's headers in a fixed order. */
export function earlyAnswerKey(method: string, url: string, headers: Record<string, string>) {
  const absolute = new URL(url, location.href).href;
  const shopHeaders = Object.keys(headers)
    .filter((name) => name.toLowerCase().startsWith('x-'))
    .sort()
    .map((name) => `${name.toLowerCase()}=${headers[name] ?? ''}`);
  return [method.toUpperCase(), absolute, ...shopHeaders].join('\n');
}

/** Starts a GET now and keeps its answer for the client. Used by the early scripts only. */
export function startEarlyAnswer(url: string, headers: Record<string, string>): Promise<Response> {
  const response = fetch(url, { headers: { accept: 'application/json', ...headers } });
  // A failure is the client's to report when it takes the answer; unhandled here it would be noise.
  response.catch(() => undefined);
  const answers = (window.__shopEarlyAnswers ??= []);
  answers.push({ key: earlyAnswerKey('GET', url, headers), startedAt: Date.now(), response });
  return response;
}

/** The early answer to exactly this request, once; undefined when there is none (the usual case). */
export function takeEarlyAnswer(
  method: string,
  url: string,
  headers: Record<string, string>,
): Promise<Response> | undefined {
  const answers = typeof window === 'undefined' ? undefined : window.__shopEarlyAnswers;
  if (!answers?.length) return undefined;
  const key = earlyAnswerKey(method, url, headers);
  const index = answers.findIndex((answer) => answer.key === key);
  if (index < 0) return undefined;
  const [answer] = answers.splice(index, 1);
  if (!answer || Date.now() - answer.startedAt > EARLY_ANSWER_MAX_AGE_MS) return undefined;
  return answer.response;
}
