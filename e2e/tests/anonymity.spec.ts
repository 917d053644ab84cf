import { expect, type Page, test } from '@playwright/test';
import { pageAs, USER_AGENT } from './people.ts';
import { publishReview, signUpTestUser, translators, uniqueText } from './support.ts';

/**
 * The pages a visitor can open for a review without an author: the review itself, the places above
 * it and the home page. Neither the server-rendered HTML nor the page after hydration may contain
 * anything that identifies the author (id, name, e-mail, session).
 */
async function expectNothingIdentifying(page: Page, urls: readonly string[], secrets: readonly string[]) {
  for (const url of urls) {
    const html = await (await page.request.get(url, { headers: { 'user-agent': USER_AGENT } })).text();
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    const hydrated = await page.content();
    for (const secret of secrets) {
      expect(html.includes(secret), `server HTML of ${url}`).toBe(false);
      expect(hydrated.includes(secret), `page ${url}`).toBe(false);
    }
  }
}

async function placeLinks(page: Page, reviewUrl: string) {
  await page.goto(reviewUrl);
  const t = translators.en;
  const links = page.getByRole('navigation', { name: t('meta.reviews.title') }).getByRole('link');
  const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
  expect(hrefs.length).toBeGreaterThan(0);
  return hrefs;
}

test('a review by an anonymous account shows nothing about its author on any page (en)', async ({
  browser,
}) => {
  const author = await browser.newPage();
  const text = uniqueText();
  await author.goto('/en/auth/sign-in');
  await author.getByRole('button', { name: translators.en('auth.anonymous.button') }).click();
  await expect(author).toHaveURL(/\/en$/);
  const token = (await author.evaluate(() => localStorage.getItem('auth_token')))!;
  const me = await author.request.get('/api/v1/auth/current', {
    headers: { authorization: `Bearer ${token}` },
  });
  const userId = ((await me.json()) as { user: { id: string } }).user.id;
  const reviewUrl = await publishReview(author, 'en', text);

  const visitor = await pageAs(browser, null);
  await visitor.goto(reviewUrl);
  await expect(visitor.getByText(text)).toBeVisible();
  const urls = [reviewUrl, ...(await placeLinks(visitor, reviewUrl)), new URL('/en', reviewUrl).href];
  await expectNothingIdentifying(visitor, urls, [userId, token]);
  // No page links to an author, and the account has no author page (issue 17).
  await visitor.goto(reviewUrl);
  await expect(visitor.locator('a[href*="/authors/"]')).toHaveCount(0);
  expect((await visitor.goto(`/en/authors/${userId}`))?.status()).toBe(404);
  expect((await visitor.request.get('/api/v1/reviews/my')).status()).toBe(401);
});

test('a registered author who publishes without their name stays unnamed on every page (en)', async ({
  browser,
  request,
}) => {
  const t = translators.en;
  const account = await signUpTestUser(request, 'en', { prefix: 'unnamed', name: 'Tamar Unnamed' });
  const me = await request.get('/api/v1/auth/current', {
    headers: { authorization: `Bearer ${account.token}` },
  });
  const { user } = (await me.json()) as { user: { id: string; name: string; email: string } };
  const author = await pageAs(browser, account.token);
  const text = uniqueText();
  const reviewUrl = await publishReview(author, 'en', text, async (page) => {
    await page.getByRole('checkbox', { name: t('form.hideAuthor') }).check();
  });
  await expect(author.getByText(t('reviews.withoutName'))).toBeVisible();

  const visitor = await pageAs(browser, null);
  await visitor.goto(reviewUrl);
  await expect(visitor.getByText(text)).toBeVisible();
  const urls = [reviewUrl, ...(await placeLinks(visitor, reviewUrl)), new URL('/en', reviewUrl).href];
  await expectNothingIdentifying(visitor, urls, [user.id, user.name, user.email, account.token]);
  await visitor.goto(reviewUrl);
  await expect(visitor.locator('a[href*="/authors/"]')).toHaveCount(0);

  // The author's own page (issue 17) names them, and must not list, link or count the review.
  const reviewId = reviewUrl.split('/').pop()!;
  const authorPage = new URL(`/en/authors/${user.id}`, reviewUrl).href;
  await expectNothingIdentifying(visitor, [authorPage], [reviewId, text, account.token, user.email]);
  await expect(visitor.getByText(t('author.noReviews'))).toBeVisible();
  await expect(visitor.getByTestId('author-stats')).toContainText(t('author.reviewCount', { count: 0 }));
  // Their "my reviews" is theirs alone: a stranger's session gets its own (empty) list.
  const stranger = await signUpTestUser(request, 'en', {
    prefix: 'stranger',
    name: 'Stranger',
  });
  const theirs = await visitor.request.get(`/api/v1/reviews/my?authorId=${user.id}`, {
    headers: { authorization: `Bearer ${stranger.token}` },
  });
  expect(theirs.status()).toBe(200);
  expect(JSON.stringify(await theirs.json())).not.toContain(reviewId);
});
