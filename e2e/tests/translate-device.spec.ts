import { detectTextLanguage, type Locale, type Review } from '@app/contracts';
import { expect, type Page, test } from '@playwright/test';
import { useSecondApp } from './second-app.ts';
import { LOCALES, translators } from './support.ts';

/**
 * Issue 33, item 9: with the browser's own translator as the only provider, the Translate control
 * is shown only for a pair the device can translate, asked with `Translator.availability()` first;
 * a model the browser must fetch shows the download's progress. Chromium answers "unavailable" for
 * every pair with Georgian and "downloadable" for Russian → English; the page stands in for that
 * API (the test machine's Chromium has none) with those answers. A second app serves the page with
 * TRANSLATE_PROVIDER=device (start-server.ts, E2E_TRANSLATE=device), on its own port and data.
 */
const base = useSecondApp(8, { E2E_TRANSLATE: 'device' });

test.describe.configure({ mode: 'serial' });

/** Chromium's answers: no Georgian model at all; others downloadable, fetched when the test says. */
async function standInTranslator(page: Page) {
  await page.addInitScript(() => {
    let finish: () => void = () => {};
    const downloaded = new Promise<void>((resolve) => {
      finish = resolve;
    });
    Object.assign(window, {
      finishModelDownload: () => finish(),
      Translator: {
        availability: async (o: { sourceLanguage: string; targetLanguage: string }) =>
          o.sourceLanguage === 'ka' || o.targetLanguage === 'ka' ? 'unavailable' : 'downloadable',
        create: async (o: {
          targetLanguage: string;
          monitor?(m: {
            addEventListener(type: string, listener: (e: { loaded: number }) => void): void;
          }): void;
        }) => {
          const listeners: Array<(e: { loaded: number }) => void> = [];
          o.monitor?.({ addEventListener: (_type, listener) => listeners.push(listener) });
          for (const listener of listeners) listener({ loaded: 0.5 });
          await downloaded;
          for (const listener of listeners) listener({ loaded: 1 });
          return { translate: async (text: string) => `[device ${o.targetLanguage}] ${text}` };
        },
      },
    });
  });
}

async function reviewIn(
  language: Locale,
  page: Locale,
): Promise<{ id: string; comment: string; comments: number } | undefined> {
  const answer = await fetch(`${base}/api/v1/reviews/latest?lang=${page}&limit=50`);
  const { items } = (await answer.json()) as { items: Review[] };
  for (const review of items) {
    const comment = review.aspects.find((a) => a.aspect === 'general' && a.comment)?.comment;
    const comments = review.aspects.filter((a) => a.comment).length;
    if (comment && detectTextLanguage(comment) === language) return { id: review.id, comment, comments };
  }
  return undefined;
}

for (const locale of LOCALES) {
  const t = translators[locale];

  test(`the device's translator is asked before a Translate control is offered (${locale})`, async ({
    page,
  }) => {
    await standInTranslator(page);
    // Georgian, to or from: the device has no model, so no control that could only fail.
    const georgian = locale === 'ka' ? await reviewIn('ru', locale) : await reviewIn('ka', locale);
    expect(georgian, 'a demo review to read').toBeTruthy();
    await page.goto(`${base}/${locale}/reviews/${georgian!.id}`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page.getByText(georgian!.comment.split('\n')[0]!.slice(0, 30)).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('button', { name: t('translation.translate') })).toHaveCount(0);
    if (locale !== 'en') return;

    // Russian → English can be fetched: offered, and the download's progress shows after the tap.
    const russian = await reviewIn('ru', locale);
    expect(russian, 'a Russian demo review').toBeTruthy();
    await page.goto(`${base}/${locale}/reviews/${russian!.id}`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    // One control for the whole review (not one per aspect), translating all of its texts.
    const scores = page.locator('[data-section="scores"]');
    const translate = scores.getByRole('button', { name: t('translation.translate') });
    await expect(translate).toHaveCount(1);
    await translate.click();
    await expect(scores.getByText(t('translation.downloading', { percent: 50 }))).toBeVisible();
    await page.evaluate(() => (window as unknown as { finishModelDownload(): void }).finishModelDownload());
    await expect(scores.getByText(/^\[device en\]/)).toHaveCount(russian!.comments);
    await expect(scores.getByTestId('machine-translated')).toHaveCount(1);
  });
}
