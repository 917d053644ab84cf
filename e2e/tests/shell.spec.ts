import { createHash } from 'node:crypto';
import { STORAGE_KEYS, TIMING } from '@app/contracts';
import type { MessageKey } from '@app/i18n';
import { LEGAL } from '@app/i18n/legal';
import { expect, test } from '@playwright/test';
import { expectAccessible, gotoHydrated, LOCALES, signInAs, signUpTestUser, translators } from './support.ts';

interface RouteCase {
  path: string;
  title: (locale: (typeof LOCALES)[number]) => string;
  heading: (locale: (typeof LOCALES)[number]) => string;
}

const byKey = (title: MessageKey, heading: MessageKey = title) => ({
  title: (l: (typeof LOCALES)[number]) => translators[l](title),
  heading: (l: (typeof LOCALES)[number]) => translators[l](heading),
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every route of the spec's table (section 2). */
const ROUTES: RouteCase[] = [
  { path: '', ...byKey('meta.home.title', 'home.title') },
  { path: '/tos', title: (l) => LEGAL[l].tos.title, heading: (l) => LEGAL[l].tos.title },
  { path: '/privacy', title: (l) => LEGAL[l].privacy.title, heading: (l) => LEGAL[l].privacy.title },
  {
    path: '/content-policy',
    title: (l) => LEGAL[l].contentPolicy.title,
    heading: (l) => LEGAL[l].contentPolicy.title,
  },
  { path: '/auth/sign-in', ...byKey('meta.signIn.title') },
  { path: '/auth/sign-up', ...byKey('meta.signUp.title') },
  { path: '/auth/google/callback', ...byKey('meta.googleCallback.title') },
  { path: '/auth/email/verify', ...byKey('meta.verifyEmail.title') },
  { path: '/auth/email/verify/success', ...byKey('meta.verifySuccess.title') },
  { path: '/auth/email/verify/error', ...byKey('meta.verifyError.title') },
  { path: '/auth/email/password-reset', ...byKey('meta.passwordReset.title') },
  { path: '/reviews', ...byKey('meta.reviews.title', 'reviews.noPlace.title') },
  { path: '/reviews/create', ...byKey('meta.reviewCreate.title') },
];

for (const locale of LOCALES) {
  const t = translators[locale];
  for (const route of ROUTES) {
    test(`${locale}${route.path || '/'} renders in ${locale} and is accessible`, async ({ page }) => {
      const response = await page.goto(`/${locale}${route.path}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page).toHaveTitle(new RegExp(escapeRegExp(route.title(locale))));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading(locale));
      const footer = page.locator('footer');
      await expect(footer).toContainText(t('footer.copyright', { year: String(new Date().getFullYear()) }));
      await expect(footer).toContainText(t('footer.earlyAccess'));
      await expect(footer.getByRole('button', { name: t('footer.reportButton') })).toBeVisible();
      for (const alt of LOCALES) {
        await expect(page.locator(`link[rel="alternate"][hreflang="${alt}"]`)).toHaveAttribute(
          'href',
          new RegExp(`/${alt}${route.path}$`),
        );
      }
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
      await expectAccessible(page);
    });
  }
}

for (const locale of LOCALES) {
  const t = translators[locale];

  test(`${locale}: a review, its edit route and settings render in ${locale} and are accessible`, async ({
    page,
    request,
  }) => {
    // A demo review (the oldest of the latest page): other tests never edit or delete those.
    const latest = (await (await request.get('/api/v1/reviews/latest?limit=50')).json()) as {
      items: { id: string }[];
    };
    const id = latest.items.at(-1)?.id;
    expect(id).toBeTruthy();
    const review = (await (await request.get(`/api/v1/reviews/${id}?lang=${locale}`)).json()) as {
      place: { name: string };
    };

    const response = await page.goto(`/${locale}/reviews/${id}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page).toHaveTitle(new RegExp(escapeRegExp(review.place.name)));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(review.place.name);
    for (const alt of LOCALES) {
      await expect(page.locator(`link[rel="alternate"][hreflang="${alt}"]`)).toHaveAttribute(
        'href',
        new RegExp(`/${alt}/reviews/${id}$`),
      );
    }
    await expectAccessible(page);

    // Someone else's review: the edit route says access denied, in this language.
    const { token } = await signUpTestUser(request, locale, { prefix: 'shell', name: 'Reader' });
    await signInAs(page, token);
    await page.goto(`/${locale}/reviews/${id}/update`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('reviews.accessDenied'));
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page).toHaveTitle(new RegExp(escapeRegExp(t('meta.reviewUpdate.title'))));
    await expectAccessible(page);

    await page.goto(`/${locale}/settings`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('meta.settings.title'));
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page).toHaveTitle(new RegExp(escapeRegExp(t('meta.settings.title'))));
    await expectAccessible(page);
  });

  // Dark mode changes colours, the same in every language: each page is checked in one language,
  // the pages shared out among the three, so each language's dark pages are looked at too.
  const darkRoutes = ROUTES.filter((_, index) => index % LOCALES.length === LOCALES.indexOf(locale));
  test(`${locale}: its share of the public pages is accessible in dark mode`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    for (const route of darkRoutes) {
      await page.goto(`/${locale}${route.path}`);
      await expect(page.locator('html')).toHaveClass(/dark/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading(locale));
      await expectAccessible(page);
    }
  });
}

test('/ redirects by Accept-Language and remembers the language in the spec cookie', async ({ request }) => {
  const response = await request.get('/', {
    headers: { 'accept-language': 'ru-RU,ru;q=0.9,en;q=0.5' },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe('/ru');
  const cookie = response.headers()['set-cookie'];
  expect(cookie).toContain('i18n_redirected=ru');
  expect(cookie).toContain('Max-Age=31536000');
  expect(cookie).toContain('Path=/');
  expect(cookie).toContain('SameSite=Lax');
});

test('/ prefers the cookie over Accept-Language', async ({ request }) => {
  const response = await request.get('/', {
    headers: { cookie: 'i18n_redirected=ka', 'accept-language': 'ru' },
    maxRedirects: 0,
  });
  expect(response.headers().location).toBe('/ka');
});

// A separate test: the request fixture keeps cookies that earlier answers set.
test('/ falls back to English for other languages', async ({ request }) => {
  const response = await request.get('/', {
    headers: { 'accept-language': 'fr-FR,de;q=0.8' },
    maxRedirects: 0,
  });
  expect(response.headers().location).toBe('/en');
});

test('switching the language keeps the path and sets the cookie', async ({ page, context }) => {
  await page.goto('/en/privacy');
  await page.getByRole('button', { name: /Language: English/ }).click();
  await page.getByRole('menuitemradio', { name: 'Русский' }).click();
  await expect(page).toHaveURL(/\/ru\/privacy$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(LEGAL.ru.privacy.title);
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'i18n_redirected')?.value).toBe('ru');
  // `/` now goes to Russian.
  await page.goto('/');
  await expect(page).toHaveURL(/\/ru$/);
});

test('the language menu and the feedback dialog work from the keyboard', async ({ page }) => {
  await page.goto('/en/privacy');
  // Hydrated: the theme switch shows the stored choice only once the app's effects ran.
  await expect(page.getByRole('radio', { name: 'System' })).toHaveAttribute('aria-checked', 'true');
  const trigger = page.getByRole('button', { name: /Language: English/ });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const items = page.getByRole('menuitemradio');
  await expect(items).toHaveCount(3);
  await expect(items.first()).toBeFocused();
  await expect(page.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(items.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(items.last()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(items).toHaveCount(0);
  await expect(trigger).toBeFocused();
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');

  const report = page.getByRole('button', { name: 'Report an issue' });
  await report.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: translators.en('feedback.title') });
  await expect(dialog).toBeVisible();
  // The first field has the focus; the page behind is inert; Escape closes and refocuses the button.
  await expect(dialog.getByRole('textbox').first()).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(report).toBeFocused();
});

test("a lazily loaded chunk does not link the app's stylesheet a second time", async ({ page, request }) => {
  // It did: the first lazy chunk of a page (here the AI summary's, fetched as its panel nears the
  // viewport) added a second link, and the browser parsed the stylesheet again and restyled the page.
  const answer = await request.get('/api/v1/places/suggestions?q=Tbilisi&lang=en&kinds=city');
  const { items } = (await answer.json()) as { items: Array<{ id: string }> };
  const chunk = page.waitForResponse(/\/assets\/ai-summary-result-[\w-]+\.js$/);
  await gotoHydrated(page, `/en/reviews?placeId=${items[0]!.id}`);
  await chunk;
  await page.waitForLoadState('networkidle');
  await expect(page.locator('link[rel="stylesheet"][href*="/assets/app-"]')).toHaveCount(1);
});

test('dark mode persists across reloads without a flash of the light theme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/ka');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.getByRole('radio', { name: translators.ka('theme.dark') }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  // The class must be on <html> before any app script runs: check at DOMContentLoaded.
  await page.reload({ waitUntil: 'domcontentloaded' });
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
  await expect(page.getByRole('radio', { name: translators.ka('theme.dark') })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.getByRole('radio', { name: translators.ka('theme.system') }).click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
});

test('unknown paths show the 404 page with status 404', async ({ page }) => {
  for (const [path, locale] of [
    ['/en/no-such-page', 'en'],
    ['/ru/reviews/a/b/c', 'ru'],
    ['/xx/whatever', 'en'],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    const t = translators[locale];
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('errors.notFound.title'));
    await expect(page.getByText(t('errors.notFound.message', { path }))).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(t('errors.notFound.title')));
    await expect(page.locator('head title')).toHaveCount(1);
  }
  await expectAccessible(page);
});

test('a headless browser is a browser, not a crawler: it gets the 404 page', async ({ request }) => {
  const response = await request.get('/ru/no-such-page', {
    headers: {
      'user-agent':
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/142.0.0.0 Safari/537.36',
    },
  });
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain('<html lang="ru"');
  expect(html.match(/<title>/g)).toHaveLength(1);
  expect(html).toContain(`<title>${translators.ru('errors.notFound.title')} · SofaScout</title>`);
});

test('crawlers get a plain status instead of the error page', async ({ request }) => {
  const response = await request.get('/en/no-such-page', {
    headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
  });
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('text/plain');
  expect(await response.text()).not.toContain('<html');
});

test('pages carry a strict CSP (nonce or hashes) that their scripts satisfy', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  // A page from the page cache: its inline scripts are allowed by hash, not by a nonce.
  const response = await page.goto('/en');
  const csp = response?.headers()['content-security-policy'] ?? '';
  const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
  expect(scriptSrc).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  // Hydration ran (the theme switch reacts), so no script was blocked.
  await page.getByRole('radio', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  // A page that is rendered for its response alone (not found: never kept) carries a nonce.
  const notFound = await page.goto(`/en/no-such-page-${Date.now()}`);
  expect(notFound?.status()).toBe(404);
  expect(notFound?.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+';/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(violations).toEqual([]);
});

test('the stylesheet is asked at the highest priority, the scripts and catalogue at low, and the page hydrates', async ({
  page,
}) => {
  // The browser's own priorities (Chromium's network events): the scripts' preloads and the
  // catalogue are asked at low priority, the stylesheet that holds the first paint at the highest.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const priorities = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', ({ request }) => {
    priorities.set(new URL(request.url).pathname, request.initialPriority);
  });
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  const response = await page.goto('/ka');
  expect(response?.headers()['content-security-policy']).not.toContain('nonce-');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  const of = (pattern: RegExp) => [...priorities].filter(([path]) => pattern.test(path));
  const scripts = of(/^\/assets\/(entry\.client|framework|app)-[\w-]+\.js$/);
  expect(scripts.map(([path]) => path.split('-')[0])).toEqual(
    expect.arrayContaining(['/assets/entry.client', '/assets/framework', '/assets/app']),
  );
  for (const [path, priority] of scripts) expect(priority, path).toBe('Low');
  expect(of(/^\/i18n\/ka\./).map(([, priority]) => priority)).toEqual(['Low']);
  expect(of(/^\/assets\/app-[\w-]+\.css$/).map(([, priority]) => priority)).toEqual(['VeryHigh']);
  // Hydrated: the theme switch reacts.
  await page.getByRole('radio', { name: translators.ka('theme.dark') }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(problems).toEqual([]);
});

test('a public page is rendered once for a few seconds, the same bytes for everyone, its inline scripts allowed by hash', async ({
  request,
}) => {
  // A parameter some page reads (`redirect`) keeps this address apart from the page other tests cached.
  const path = `/ru/privacy?redirect=${encodeURIComponent(`/ru/${Date.now()}`)}`;
  const states: string[] = [];
  const bodies: string[] = [];
  for (let i = 0; i < 2; i++) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    states.push(response.headers()['x-page-cache'] ?? '');
    const html = await response.text();
    const csp = response.headers()['content-security-policy'] ?? '';
    expect(csp).not.toContain('nonce-');
    // No nonce left in the page, and every inline script is one the policy names by its hash.
    expect(html).not.toContain('nonce=');
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes, content]) => content && !/\ssrc=/.test(attributes ?? ''),
    );
    expect(inline.length).toBeGreaterThan(0);
    for (const [, , content] of inline) {
      const digest = createHash('sha256').update(content!, 'utf8').digest('base64');
      expect(csp).toContain(`'sha256-${digest}'`);
    }
    bodies.push(html);
  }
  expect(states).toEqual(['miss', 'hit']);
  expect(bodies[1]).toBe(bodies[0]);
  // A client navigation's data is kept the same way (what a signed-in reader's click asks: the
  // loaders never see who asks), for each set of routes asked, without the nonce of its render.
  const data = `/ru/privacy.data?redirect=${encodeURIComponent(`/ru/${Date.now()}`)}`;
  for (const routes of ['', '&_routes=routes%2Flegal']) {
    const answers = [await request.get(`${data}${routes}`), await request.get(`${data}${routes}&cb=1`)];
    expect(answers.map((answer) => answer.headers()['x-page-cache'])).toEqual(['miss', 'hit']);
    expect(answers[0]!.headers()['content-type']).toContain('text/x-script');
    expect(answers[0]!.headers()['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
    );
    expect(await answers[1]!.text()).toBe(await answers[0]!.text());
  }
  const withRoot = await (await request.get(data)).text();
  expect(withRoot).toContain('"nonce"');
  // The root's data names the nonce; its value (16 random bytes in base64) is gone.
  expect(withRoot).not.toMatch(/"[A-Za-z0-9+/]{22}=="/);
  // Pages that are not 200 are rendered every time.
  expect(
    (await request.get(`/ru/no-such-page?from=${Date.now()}`)).headers()['x-page-cache'],
  ).toBeUndefined();
});

test('a query parameter no page reads neither bypasses the page cache nor reaches the page', async ({
  request,
}) => {
  const path = `/ka/privacy?redirect=${encodeURIComponent(`/ka/${Date.now()}`)}`;
  expect((await request.get(path)).headers()['x-page-cache']).toBe('miss');
  for (const buster of ['cb=1', `cb=${Math.random()}`, 'utm_source=mail&cb=2']) {
    const response = await request.get(`${path}&${buster}`);
    expect(response.headers()['x-page-cache']).toBe('hit');
    expect(await response.text()).not.toContain('cb=');
  }
});

test('footer links navigate between the legal pages in the browser', async ({ page }) => {
  await page.goto('/ka/tos');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(LEGAL.ka.tos.title);
  await page
    .locator('footer')
    .getByRole('link', { name: translators.ka('footer.privacy') })
    .click();
  await expect(page).toHaveURL(/\/ka\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(LEGAL.ka.privacy.title);
  await page
    .locator('footer')
    .getByRole('link', { name: translators.ka('footer.tos') })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(LEGAL.ka.tos.title);
});

test('a server failure shows the Internal Server Error page in the page language', async ({ page }) => {
  await page.goto('/ru');
  // The next navigation's data request fails on the server side.
  await page.route('**/*.data*', (route) =>
    route.fulfill({ status: 500, contentType: 'text/plain', body: 'boom' }),
  );
  await page
    .locator('footer')
    .getByRole('link', { name: translators.ru('footer.tos') })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    translators.ru('errors.serverError.title'),
  );
  await expect(page.getByText(translators.ru('errors.serverError.message'))).toBeVisible();
  await expect(page.getByRole('link', { name: translators.ru('errors.goHome'), exact: true })).toBeVisible();
  await expectAccessible(page);
});

test('offers a reload when a new build is published (checked hourly)', async ({ page, request }) => {
  // The build this server runs, as the page learns it from the server (root loader).
  const running = ((await (await request.get('/builds/latest.json')).json()) as { id: string }).id;
  let published = running;
  await page.clock.install();
  await page.route('**/builds/latest.json', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ id: published, timestamp: new Date().toISOString() }),
    }),
  );
  await page.goto('/en');
  await page.waitForLoadState('networkidle');
  // The hourly check of the running build's own id offers nothing…
  await page.clock.fastForward('02:00:00');
  await expect(page.getByText(translators.en('version.available'))).toBeHidden();
  // …a newer build is not offered within the first half hour after it is out…
  published = 'a-newer-build';
  await page.clock.fastForward('30:00');
  await expect(page.getByText(translators.en('version.available'))).toBeHidden();
  // …and by two hours the check has run and a toast offers the reload.
  await page.clock.fastForward('02:00:00');
  await expect(page.getByText(translators.en('version.available'))).toBeVisible();
  await expect(page.getByRole('button', { name: translators.en('version.reload') })).toBeVisible();
});

test('client-side navigation to a language home keeps the language', async ({ page }) => {
  await page.goto('/ru/tos');
  await page.getByRole('link', { name: translators.ru('nav.home') }).click();
  await expect(page).toHaveURL(/\/ru$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translators.ru('home.title'));
  await expect(page.locator('footer')).toContainText(translators.ru('footer.earlyAccess'));
});

test("each language's messages come as one cacheable file, not inside every page", async ({
  page,
  request,
}) => {
  const html = await (await request.get('/ka/tos')).text();
  const url = /data-catalog="(\/i18n\/ka\.[0-9a-f]{16}\.json)"/.exec(html)?.[1];
  expect(url, 'the page names its catalogue').toBeTruthy();
  expect(html).toMatch(
    new RegExp(`<link rel="preload" href="${escapeRegExp(url!)}" as="fetch" crossorigin="anonymous"`),
  );
  // Message keys appear only when a catalogue is serialised into the page.
  expect(html).not.toContain('common.closeNotification');

  const file = await request.get(url!, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  expect(file.status()).toBe(200);
  expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // Compressed once by the catalogue's route (Brotli 11), not a second time by the server.
  expect(file.headers()['content-encoding']).toBe('br');
  expect((await file.json())['nav.home']).toBe(translators.ka('nav.home'));
  // A page rendered before a deployment asks for an older hash: it still starts, uncached.
  const stale = await request.get('/i18n/ka.0000000000000000.json');
  expect(stale.status()).toBe(200);
  expect(stale.headers()['cache-control']).toBe('no-cache');
  expect((await request.get('/i18n/xx.0000000000000000.json')).status()).toBe(404);

  // The browser loads the page's catalogue once, then another language's when the user switches.
  const loaded: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/i18n/')) loaded.push(new URL(r.url()).pathname);
  });
  await page.goto('/ka/tos');
  await page.getByRole('link', { name: translators.ka('nav.home') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translators.ka('home.title'));
  // The reviews near the visitor load after hydration and lengthen the page: open the footer's menu
  // once they are in, or the open menu (which locks scrolling) moves down out of the viewport.
  await expect(page.locator('section[aria-labelledby="nearby-title"]')).toHaveAttribute('aria-busy', 'false');
  await page
    .getByRole('button', { name: new RegExp(escapeRegExp(translators.ka('footer.language'))) })
    .click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translators.en('home.title'));
  await expect(page.locator('footer')).toContainText(translators.en('footer.earlyAccess'));
  expect(loaded.filter((p) => p.startsWith('/i18n/ka.'))).toHaveLength(1);
  expect(loaded.filter((p) => p.startsWith('/i18n/en.'))).toHaveLength(1);
});

test('a failed chunk load reloads the page once, not again within 10 seconds', async ({ page }) => {
  // Dark mode: the footer's switch shows it only once the app has hydrated and its effects ran.
  await page.addInitScript(([key]) => localStorage.setItem(key, 'dark'), [STORAGE_KEYS.colorMode] as const);
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  const hydrated = async () =>
    expect(page.getByRole('radio', { name: translators.en('theme.dark') })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  // Vite's own event when a lazily loaded chunk fails: cancelable, the app cancels it when it reloads.
  const chunkFails = () =>
    page.evaluate(() => {
      const event = new Event('vite:preloadError', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });

  await page.goto('/en/tos');
  await hydrated();
  const [, handled] = await Promise.all([page.waitForEvent('load'), chunkFails()]);
  expect(handled).toBe(true);
  await hydrated();
  const reloadedAt = await page.evaluate(([key]) => Number(sessionStorage.getItem(key)), [
    STORAGE_KEYS.chunkReloadAt,
  ] as const);
  expect(Date.now() - reloadedAt).toBeLessThan(TIMING.chunkReloadGuardMs);

  // Again within 10 seconds: no reload loop. The page (and what it holds in memory) stays.
  const loadsBefore = loads;
  await page.evaluate(() => Object.assign(window, { stillHere: true }));
  expect(await chunkFails()).toBe(false);
  await page.waitForTimeout(1_500);
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  expect(loads).toBe(loadsBefore);

  // Once the guard has passed, a failed chunk reloads again.
  await page.evaluate(([key, guard]) => sessionStorage.setItem(key, String(Date.now() - guard - 1_000)), [
    STORAGE_KEYS.chunkReloadAt,
    TIMING.chunkReloadGuardMs,
  ] as const);
  const [, again] = await Promise.all([page.waitForEvent('load'), chunkFails()]);
  expect(again).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBeUndefined();
});
