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
  const now = pricesPending || !ownPage;

  // The page paints and works as HTML without the app (links are links), so the app's script is
  // fetched once the page has loaded and been painted: it does not compete with the stylesheet
  // and the pictures for the first paint. It comes at once when the shopper reaches for the
  // page, and when the page or the prices on it are not theirs. Offline, it comes once online.
  // The chunks the app needs before it hydrates the page (its route's code, its messages) are
  // fetched with it, not after it has arrived and run.
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const script = document.createElement('script');
    script.type = 'module';
    script.src = document.querySelector('meta[name="app-entry"]').content;
    script.addEventListener('error', () => {
      script.remove();
      started = false;
      addEventListener('online', start, { once: true });
    });
    document.head.append(script);
    const chunks = document.querySelector('meta[name="app-chunks"]');
    for (const href of chunks ? chunks.content.split(' ') : []) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.fetchPriority = 'low';
      link.href = href;
      document.head.append(link);
    }
  };
  for (const type of ['pointerdown', 'touchstart', 'keydown', 'focusin'])
    addEventListener(type, start, { capture: true, once: true, passive: true });
  // After the load event, once the first contentful paint is on the screen and one more frame
  // (with the last pictures) has been drawn. A hidden tab paints nothing: 3 s at most.
  const afterPaint = () => {
    setTimeout(start, 3000);
    const painted = () => requestAnimationFrame(() => requestAnimationFrame(start));
    const fcp = 'first-contentful-paint';
    if (
      performance.getEntriesByName(fcp).length > 0 ||
      !PerformanceObserver.supportedEntryTypes.includes('paint')
    )
      return painted();
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName(fcp).length === 0) return;
      observer.disconnect();
      painted();
    }).observe({ type: 'paint' });
  };
  if (now && document.readyState === 'loading')
    addEventListener('DOMContentLoaded', start, { once: true });
  else if (now) start();
  else if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint, { once: true });

  // A button pressed or a form sent before the app has taken the page over (`<html data-app>`)
  // would do nothing, or send the form to the page itself: each is kept, in order, and made
  // again once the app is there (src/app/mount-app.tsx), with what was typed meanwhile.
  const keep = (event, element) => {
    event.preventDefault();
    window.__shopEarlyPresses = (window.__shopEarlyPresses || []).concat(element);
  };
  // A disclosure drawn by `data-open` (the phone's menu) opens or closes at once, as the app
  // will have it when the kept press is made again: the settings in it can be used before.
  const disclose = (button) => {
    const target = document.getElementById(button.getAttribute('aria-controls') || '');
    if (!target || !target.hasAttribute('data-open') || !button.hasAttribute('aria-expanded'))
      return;
    const open = button.getAttribute('aria-expanded') !== 'true';
    button.setAttribute('aria-expanded', String(open));
    target.setAttribute('data-open', String(open));
  };
  // A stepper's button (data-step) steps its field at once, within the field's data-min and
  // data-max, and sets both buttons' disabled state as the app would. The app learns the number
  // from the field at hydration (adopt-early-form-state.ts), so the press is not kept.
  const step = (button) => {
    const field = document.getElementById(button.getAttribute('aria-controls') || '');
    if (!field) return;
    const by = Number(button.dataset.step);
    const min = Number(field.dataset.min);
    const max = Number(field.dataset.max);
    const typed = field.value.trim();
    const current = /^[0-9]+$/.test(typed) ? Number(typed) : min - by;
    const next = Math.min(max, Math.max(min, current + by));
    field.value = String(next);
    for (const each of document.querySelectorAll(
      'button[data-step][aria-controls="' + field.id + '"]',
    ))
      each.disabled = Number(each.dataset.step) < 0 ? next <= min : next >= max;
  };
  addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element && event.target.closest('button');
      if (html.hasAttribute('data-app') || !button) return;
      if (button.hasAttribute('data-step')) return step(button);
      keep(event, button);
      disclose(button);
    },
    { capture: true },
  );
  addEventListener(
    'submit',
    (event) => html.hasAttribute('data-app') || keep(event, event.target),
    { capture: true },
  );
})();
