// The one inline script, in the head of every prerendered page (allowed by its hash in the CSP,
// vite/csp-policy.ts; the names it uses are those of src/app/prerender/page-boot.ts, which its
// test holds it to). Plain JavaScript, not compiled: pages carry it without comment lines and
// indentation (compactBootScript), and no line may hold code and a comment.
(() => {
  const html = document.documentElement;

  // The page shows the prices of an anonymous personal visitor with no country chosen. Anyone
  // else (a business account type, a chosen country) must not see them: every amount and VAT
  // label stays hidden (tokens.css) until the app has rendered the page in their own context.
  let pricesPending = false;
  try {
    const accountType = /(?:^|; )accountType=([^;]*)/.exec(document.cookie);
    const target = JSON.parse(localStorage.getItem('shop-delivery-target') || 'null');
    pricesPending =
      (accountType !== null && accountType[1] !== 'personal') ||
      (target !== null && target.state != null && target.state.countryId != null);
  } catch {
    // Unreadable storage: the visitor is the prerendered one.
  }
  if (pricesPending) html.setAttribute('data-prices-pending', '');

  // Pages are rendered for their path alone: an address with parameters (a search, a sort) got
  // the page without them, so its main content stays hidden until the app has rendered the
  // address's own. Tracking parameters change nothing.
  const ownPage = [...new URLSearchParams(location.search).keys()].every((key) =>
    /^(utm_\w+|gclid|gbraid|wbraid|fbclid|msclkid)$/.test(key),
  );
  if (!ownPage) html.setAttribute('data-page-pending', '');

  // The app's entry is in the page as a module script of low priority (scripts/prerender/
  // page-html.ts): fetched alongside the page without competing with the stylesheet and the
  // pictures, run once the document is parsed. Offline it fails: it is asked for again once the
  // browser is online.
  const entry = document.querySelector('meta[name="app-entry"]').content;
  const load = () => {
    const script = document.createElement('script');
    script.type = 'module';
    script.src = entry;
    document.head.append(script);
  };
  addEventListener(
    'error',
    (event) => {
      const script = event.target;
      if (!(script instanceof HTMLScriptElement) || script.getAttribute('src') !== entry) return;
      script.remove();
      addEventListener('online', load, { once: true });
    },
    { capture: true },
  );
  // So the app hands over what the shopper did before it was there (early-interaction.ts).
  const touched = () => {
    window.__shopTouched = true;
  };
  for (const type of ['pointerdown', 'touchstart', 'keydown', 'focusin'])
    addEventListener(type, touched, { capture: true, once: true, passive: true });

  // A button pressed or a form sent before the app has taken the page over (`<html data-app>`)
  // would do nothing, or send the form to the page itself: it is kept and made again once the
  // app is there (src/app/mount-app.tsx), with what was typed meanwhile.
  const keep = (event, element) => {
    if (html.hasAttribute('data-app') || !element) return;
    event.preventDefault();
    window.__shopEarlyPress = element;
  };
  addEventListener(
    'click',
    (event) => event.target instanceof Element && keep(event, event.target.closest('button')),
    { capture: true },
  );
  addEventListener('submit', (event) => keep(event, event.target), { capture: true });
})();
