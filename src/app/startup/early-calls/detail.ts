/**
 * The product page's early script: its route shell loads it (async) beside the entry, so the
 * product is asked for and its picture, the page's largest paint, is fetched while the entry is
 * still loading, instead of one after the other once the app runs. The client takes the answer
 * only if it would have asked exactly the same (src/shared/api/early-answers.ts).
 *
 * A separate build entry: it must stay a few hundred bytes with no import of the entry's chunk.
 */
import { mayHaveSession } from '@/features/account/session/session-hint';
import { startEarlyAnswer } from '@/shared/api/early-answers';
import { buildUrl } from '@/shared/api/request-parts';
import { isLanguage } from '@/shared/config/languages';
import { accountTypeFromCookie } from '@/shared/shopper/account-type-cookie';
import { scopeOf } from '@/shared/shopper/shopper-context';
import { storedCountryId } from './stored-country';
import { detailRequestFor, familyImageOf, preloadImage } from './detail-request';

const request = detailRequestFor(location.pathname);
// With a session the SDK adds the Authorization header: the client asks for itself then.
if (request && isLanguage(request.language) && !mayHaveSession()) {
  const url = buildUrl(import.meta.env.VITE_API_URL || '/api', request.path);
  const { headers } = scopeOf({
    accountType: accountTypeFromCookie(),
    locale: request.language,
    countryId: storedCountryId(),
  });
  void startEarlyAnswer(url, headers)
    // Read a copy before the client can take the body (this callback is registered first).
    .then((response) => (response.ok ? response.clone().json() : undefined))
    .then((detail: unknown) => {
      const image = familyImageOf(detail);
      if (image) preloadImage(image);
    })
    .catch(() => undefined);
}
