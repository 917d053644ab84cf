import { type AiSummary, detectTextLanguage } from '@app/contracts';
import { expect, test } from '@playwright/test';
import { expectAccessible, gotoHydrated, LOCALES, translators } from './support.ts';

/**
 * Issue 34: a summary quote someone already had machine-translated is shown in the page's language
 * to every later reader, marked as a machine translation, with the original one tap away. The e2e
 * app's LibreTranslate peer answers "[<target>] <text>" (start-server.ts). A quote outside the
 * serious problems is chosen, so the AI summary spec's first quotes stay as they are.
 */
for (const locale of LOCALES) {
  const t = translators[locale];

  test(`a quote translated once shows translated in the summary, the original one tap away (${locale})`, async ({
    page,
    request,
  }) => {
    test.slow();
    const found = await request.get('/api/v1/places/suggestions?q=Tbilisi&lang=en');
    const { items } = (await found.json()) as { items: Array<{ id: string; kind: string; name: string }> };
    const city = items.find((item) => item.kind === 'city' && item.name === 'Tbilisi')!;
    const summary = (await (
      await request.get(`/api/v1/ai-summary?placeId=${city.id}&lang=${locale}`)
    ).json()) as AiSummary;
    const quote = summary.sections
      .filter((section) => section.kind !== 'serious')
      .flatMap((section) => section.claims.flatMap((claim) => claim.quotes))
      .find((q) => detectTextLanguage(q.text) !== locale)!;
    expect(quote).toBeTruthy();
    const source = detectTextLanguage(quote.text);
    const translated = await request.post('/api/v1/translations', {
      data: { items: [{ kind: 'summaryQuote', id: quote.reviewId, quote: quote.text }], target: locale },
    });
    expect(translated.status()).toBe(200);
    const text = `[${locale}] ${quote.text}`;
    expect(((await translated.json()) as { translations: Array<{ text: string }> }).translations).toEqual([
      expect.objectContaining({ text }),
    ]);

    // Another reader, later: the summary shows the translation, not a Translate button.
    await gotoHydrated(page, `/${locale}/reviews?placeId=${city.id}`);
    const panel = page.getByRole('region', { name: t('aiSummary.title') });
    await panel.getByRole('button', { name: t('aiSummary.open') }).click();
    await panel.getByRole('button', { name: t('aiSummary.expand') }).click({ timeout: 20_000 });
    const figure = panel.locator('figure[data-translation="cached"]').filter({ hasText: text }).first();
    await expect(figure.locator(`blockquote[lang="${locale}"]`)).toHaveText(text);
    await expect(figure).toContainText(t(`translation.from.${source}`));
    const original = figure.locator(`blockquote[lang="${source}"]`);
    await expect(original).toBeHidden();
    await figure.getByText(t('translation.showOriginal')).click();
    await expect(original).toBeVisible();
    await expect(original).toHaveText(quote.text);
    await expectAccessible(page);
  });
}
