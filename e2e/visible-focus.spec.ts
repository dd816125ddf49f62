/**
 * Visible focus (WCAG 2.4.7 / 2.4.11): every control reached with Tab in the
 * header, on home and on a product page shows a focus indicator (an outline of at least 2 px or a
 * box-shadow ring), so a keyboard user always sees where they are.
 */
import { expect, test } from '@playwright/test';
import { clippedRing, tabThrough } from './support/a11y-focus';
import { waitForApp } from './support/app-ready';

for (const [name, path, presses] of [
  ['the header and home', '/en', 40],
  ['a product page', '/en/detail/nilfisk/attix-30/synthetic-dust-bags-5-layer', 60],
] as const) {
  test(`every focused control on ${name} shows a focus indicator`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const stops = await tabThrough(page, presses);
    // The walk must really reach controls (not only the page body).
    expect(stops.filter((stop) => stop.element !== 'body').length).toBeGreaterThan(10);
    expect(stops.filter((stop) => !stop.visible).map((stop) => stop.element)).toEqual([]);
  });
}

/**
 * A ring is only seen whole when no ancestor clips it: on the results page each card's list item
 * has content-visibility: auto, whose paint containment clips everything outside the item.
 */
for (const [name, path] of [
  ['home', '/en'],
  ['a results page', '/en/results/nilfisk'],
] as const) {
  test(`a product card's focus ring on ${name} is drawn whole, not clipped`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const link = page.locator('main article h3 a').first();
    // Reached with the keyboard, so :focus-visible applies.
    await link.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    // The card draws the ring (on its link's focus), so the check has something to measure.
    expect(
      await link.evaluate((element) => getComputedStyle(element.closest('article')!).outlineStyle),
    ).not.toBe('none');
    expect(await clippedRing(page)).toEqual([]);
  });
}

test('every focus ring on a results page is drawn whole, from the first control to the last', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/en/results/nilfisk');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('main article')).not.toHaveCount(0);
  // The app, not the prerendered page: its take-over would change the controls mid-walk (the
  // no-script submit buttons go), and the walk would take a changed page for the round's end.
  await waitForApp(page);
  await page.waitForLoadState('networkidle');
  const seen = new Set<string>();
  const findings: string[] = [];
  let cards = 0;
  // Tab on until focus comes round to an element it had already (the page's end passed).
  for (let press = 0; press < 250; press++) {
    await page.keyboard.press('Tab');
    const { key, inCard } = await page.evaluate(() => {
      // Each element is named once, by identity: a position in the document would shift when
      // the page changes mid-walk (the header search's combobox swapped in) and repeat a name.
      const walk = ((
        window as { focusWalk?: { names: WeakMap<Element, string>; count: number } }
      ).focusWalk ??= { names: new WeakMap(), count: 0 });
      const active = document.activeElement;
      if (active && !walk.names.has(active)) walk.names.set(active, `element ${walk.count++}`);
      return {
        key: active && active !== document.body ? walk.names.get(active)! : 'body',
        inCard: Boolean(active?.closest('main article')),
      };
    });
    if (seen.has(key)) break;
    seen.add(key);
    if (inCard) cards++;
    findings.push(...(await clippedRing(page)));
  }
  // The walk reached the page's controls and its cards' links, and went round.
  expect(seen.size).toBeGreaterThan(30);
  expect(cards).toBeGreaterThan(10);
  expect(findings).toEqual([]);
});

test('the ring check finds a ring clipped by content-visibility, overflow or paint containment', async ({
  page,
}) => {
  await page.setContent(`
    <style>
      a { display: block; margin: 8px; }
      a:focus { outline: 3px solid blue; }
      #outside:focus { outline-offset: 2px; }
      #inset:focus { outline-offset: -3px; }
    </style>
    <ul style="list-style: none; padding: 0">
      <li style="content-visibility: auto; contain-intrinsic-size: auto 40px"><a id="outside" href="#a" style="margin: 0">outside</a></li>
      <li style="content-visibility: auto; contain-intrinsic-size: auto 40px"><a id="inset" href="#b" style="margin: 0">inset</a></li>
    </ul>
    <div style="overflow: hidden"><a id="hidden" href="#c" style="margin: 0">hidden</a></div>
    <div style="contain: paint"><a id="room" href="#d">room</a></div>
  `);
  const ringOf = async (id: string) => {
    await page.locator(`#${id}`).focus();
    return clippedRing(page);
  };
  expect(await ringOf('outside')).toEqual([
    'a "outside": li (content-visibility: auto) clips the ring',
  ]);
  expect(await ringOf('inset')).toEqual([]);
  expect(await ringOf('hidden')).toEqual([
    'a "hidden": div (overflow: hidden hidden) clips the ring',
  ]);
  expect(await ringOf('room')).toEqual([]);
});
