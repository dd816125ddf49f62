import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { catalog } from '../../demo-api/db/catalog/index';
import { server } from '../msw-server';
import { renderApp } from '../render-app';

const apiCalls: string[] = [];
const record = ({ request }: { request: Request }) => {
  const path = new URL(request.url).pathname;
  if (path.startsWith('/api/')) apiCalls.push(`${request.method} ${path}`);
};

afterEach(() => {
  server.events.removeAllListeners();
  apiCalls.length = 0;
});

const optionNames = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

/** Home's code loads lazily: the finder is there once its heading is. */
async function renderHome(url = '/en') {
  const app = await renderApp(url);
  // The first render also compiles home's lazy chunk in the test runner: give it time.
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  return app;
}

async function chooseBrand(name: string) {
  const brand = screen.getByRole('combobox', { name: 'Brand' });
  await waitFor(() => expect(optionNames(brand)).toContain(name));
  await userEvent.selectOptions(brand, name);
}

describe('home: the finder', () => {
  it('has one h1, the finder, with bags chosen by default', async () => {
    await renderHome();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Find the right bag for your vacuum cleaner',
    );
    expect(screen.getByRole('radio', { name: 'Bags' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Show products' })).toBeDisabled();
  });

  it('never offers the brands without a name', async () => {
    await renderHome();
    const brand = screen.getByRole('combobox', { name: 'Brand' });
    await waitFor(() => expect(optionNames(brand)).toContain('Nilfisk'));
    const named = catalog().brands.filter((b) => b.name !== '');
    expect(named.length).toBeLessThan(catalog().brands.length);
    // The placeholder option plus one per named brand, none of them blank.
    expect(optionNames(brand)).toHaveLength(named.length + 1);
    expect(optionNames(brand).every((name) => name?.trim())).toBe(true);
  });

  it('choosing a brand loads its models, shows its discount and clears a chosen model', async () => {
    server.events.on('request:start', record);
    await renderHome();
    const model = screen.getByRole('combobox', { name: 'Model' });
    expect(model).toBeDisabled();

    await chooseBrand('Nilfisk');
    await waitFor(() => expect(optionNames(model)).toContain('Attix 30'));
    expect(apiCalls.some((call) => /^GET \/api\/discount\/brands\//.test(call))).toBe(true);
    expect(await screen.findByText('10% off all Nilfisk products')).toBeInTheDocument();
    await userEvent.selectOptions(model, 'Attix 30');
    expect(model).toHaveValue(
      screen.getByRole('option', { name: 'Attix 30' }).getAttribute('value'),
    );

    await chooseBrand('Kärcher');
    expect(model).toHaveValue('');
    await waitFor(() => expect(optionNames(model)).not.toContain('Attix 30'));
    expect(optionNames(model).length).toBeGreaterThan(1);
  });

  it('show products leads to the results of the brand and model', async () => {
    const { router } = await renderHome();
    await chooseBrand('Nilfisk');
    const model = screen.getByRole('combobox', { name: 'Model' });
    await waitFor(() => expect(optionNames(model)).toContain('Attix 30'));
    await userEvent.selectOptions(model, 'Attix 30');
    await userEvent.click(screen.getByRole('button', { name: 'Show products' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/en/results/nilfisk/attix-30'),
    );
  });

  it('bags, the default, ask the results for the bag category too, in the URL', async () => {
    // The category of every brand search (home's own sections search without a brand).
    const categories: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname === '/api/products')
        void request
          .clone()
          .json()
          .then((body: { brandId?: unknown; category?: unknown }) => {
            if (body.brandId !== undefined) categories.push(body.category);
          });
    });
    const { router } = await renderHome();
    expect(screen.getByRole('radio', { name: 'Bags' })).toBeChecked();
    await chooseBrand('Nilfisk');
    await userEvent.click(screen.getByRole('button', { name: 'Show products' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/results/nilfisk'));
    expect(router.state.location.search).toBe('?category=bag');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vacuum cleaner bags for Nilfisk' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(categories).toContain('bag'));
    expect(categories).not.toContain(undefined);
  });

  it('filters ask the results for their category', async () => {
    const { router } = await renderHome();
    await userEvent.click(screen.getByRole('radio', { name: 'Filters' }));
    await chooseBrand('Nilfisk');
    await userEvent.click(screen.getByRole('button', { name: 'Show products' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/results/nilfisk'));
    expect(router.state.location.search).toBe('?category=filter');
  });

  it('choosing an add-on loads its variants, clears a chosen variant, and leads to its results', async () => {
    const { router } = await renderHome();
    // The label carries a soft hyphen: on a 320 px phone it breaks as "Acces-sories".
    await userEvent.click(screen.getByRole('radio', { name: 'Acces\u00adsories' }));
    const addon = screen.getByRole('combobox', { name: 'Accessory' });
    await waitFor(() => expect(optionNames(addon)).toContain('Hoses'));
    // The add-on without a name is never offered.
    expect(optionNames(addon).every((name) => name?.trim())).toBe(true);
    expect(optionNames(addon)).toHaveLength(catalog().addons.filter((a) => a.names.en).length + 1);

    const variant = screen.getByRole('combobox', { name: 'Variant' });
    await userEvent.selectOptions(addon, 'Hoses');
    await waitFor(() => expect(optionNames(variant)).toContain('Ø 36 mm'));
    await userEvent.selectOptions(variant, 'Ø 36 mm');
    await userEvent.selectOptions(addon, 'Nozzles');
    expect(variant).toHaveValue('');
    await waitFor(() => expect(optionNames(variant)).toContain('Floor nozzle'));
    await userEvent.selectOptions(variant, 'Floor nozzle');
    await userEvent.click(screen.getByRole('button', { name: 'Show products' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/en/results/addons/nozzles/floor-nozzle'),
    );
  });
});

describe('home: the sections', () => {
  it('show product cards with a link to the full list, and the global discount', async () => {
    await renderHome();
    for (const [title, more, href] of [
      ['All offers', 'View all offers', '/en/results?context=sale'],
      ['New products', 'View all new products', '/en/results?context=new'],
      ['Top offers', 'View all remaining stock', '/en/results?context=outlet'],
    ] as const) {
      const heading = screen.getByRole('heading', { level: 2, name: title });
      const section = heading.closest('section')!;
      await waitFor(() =>
        expect(within(section).getAllByRole('article').length).toBeGreaterThan(0),
      );
      expect(within(section).getAllByRole('article').length).toBeLessThanOrEqual(8);
      expect(within(section).getByRole('link', { name: more })).toHaveAttribute('href', href);
      expect(within(section).getAllByRole('link')[0]!.getAttribute('href')).toMatch(/^\/en\//);
    }
    expect(await screen.findByText(/5% off orders from/)).toHaveTextContent('€');
  });

  it('the country card opens the country prompt, then names the chosen country', async () => {
    await renderHome();
    const card = screen.getByRole('heading', { level: 2, name: 'Where shall we deliver?' });
    await userEvent.click(screen.getByRole('button', { name: 'Choose your country' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('button', { name: /Belgium/ }));
    expect(card).toHaveTextContent('Delivery country: Belgium');
  });

  // The Netherlands ships free from € 75,00 excl. VAT: € 90,75 incl. its 21% VAT.
  const netherlandsInPrompt = async () => {
    await renderHome();
    await userEvent.click(screen.getByRole('button', { name: 'Choose your country' }));
    const dialog = await screen.findByRole('dialog');
    return within(dialog).findByRole('button', { name: /Netherlands/ });
  };

  it("the country prompt states free shipping incl. the country's VAT to a private buyer", async () => {
    expect(await netherlandsInPrompt()).toHaveTextContent('Free shipping from € 90,75 (incl. VAT)');
  });

  it('the country prompt states free shipping excl. VAT to a business buyer', async () => {
    document.cookie = 'accountType=business;path=/';
    try {
      expect(await netherlandsInPrompt()).toHaveTextContent(
        'Free shipping from € 75,00 (excl. VAT)',
      );
    } finally {
      document.cookie = 'accountType=;expires=Thu, 01 Jan 1970 00:00:00 GMT;path=/';
    }
  });

  it('/home/:id is home, with the section it points at', async () => {
    await renderApp('/en/home/new');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'New products' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(document.getElementById('new')).toContainElement(
      screen.getByRole('heading', { level: 2, name: 'New products' }),
    );
  });

  it('/home/:id with another id fails the route check (404)', async () => {
    await renderApp('/en/home/nope');
    expect(
      await screen.findByRole('heading', { level: 1, name: /Page Not Found/ }),
    ).toBeInTheDocument();
  });
});
