import { detectTextLanguage, type Review } from '@app/contracts';
import { expect, test } from '@playwright/test';
import { useSecondApp } from './second-app.ts';
import { LOCALES, translators } from './support.ts';

/**
 * Issue 16: with no translation provider configured there is no Translate control at all — never
 * a button that fails. The suite's server has a provider, so this spec starts a second app the
 * same way (start-server.ts) with E2E_TRANSLATE=off, on its own port and its own fresh data.
 */
const base = useSecondApp(7, { E2E_TRANSLATE: 'off' });

test.describe.configure({ mode: 'serial' });

for (const locale of LOCALES) {
  const t = translators[locale];

  test(`without a translation provider a review in another language shows no Translate control (${locale})`, async ({
    page,
  }) => {
    // A demo review whose general comment is in another language than the page's.
    const answer = await fetch(`${base}/api/v1/reviews/latest?lang=${locale}&limit=50`);
    const { items } = (await answer.json()) as { items: Review[] };
    const review = items.find((r) => {
      const general = r.aspects.find((a) => a.aspect === 'general' && a.comment);
      return general?.comment && detectTextLanguage(general.comment) !== locale;
    });
    expect(review, 'a demo review in another language').toBeTruthy();
    const comment = review!.aspects.find((a) => a.aspect === 'general')!.comment!;

    await page.goto(`${base}/${locale}/reviews/${review!.id}`);
    await expect(page.getByText(comment.split('\n')[0]!.slice(0, 40)).first()).toBeVisible();
    // The server renders the control when a provider exists; after the page's scripts have run
    // there is still none.
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await page.waitForLoadState('load');
    await expect(page.getByRole('button', { name: t('translation.translate') })).toHaveCount(0);
    await expect(page.getByTestId('machine-translated')).toHaveCount(0);
  });
}
