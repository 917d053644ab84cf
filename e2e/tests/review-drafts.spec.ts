import { LANGUAGE_NAMES } from '@app/i18n';
import { expect, type Page, test } from '@playwright/test';
import { LOCALES, type Locale, pickVake, rateAspect, translators } from './support.ts';

/** Issue 17, items 4 and 6: the draft survives a language switch and a reload; the period form. */
const stars = (page: Page, aspectLabel: string) =>
  page.getByRole('group', { name: aspectLabel, exact: true }).getByRole('radio');

for (const [index, locale] of LOCALES.entries()) {
  const other = LOCALES[(index + 1) % LOCALES.length] as Locale;
  const t = translators[locale];
  const u = translators[other];

  test(`the draft survives a language switch and a reload; a years-only period publishes (${locale})`, async ({
    page,
  }) => {
    await page.goto(`/${locale}/reviews/create`);
    await pickVake(page, locale);
    await rateAspect(page, t('aspect.district.general'), 4);
    await page.getByRole('checkbox', { name: t('form.stillLiving') }).check();

    // The language selector: no "leave page?" dialog, and what was entered is still there.
    await page
      .getByRole('button', { name: `${t('footer.language')}: ${LANGUAGE_NAMES[locale]}` })
      .first()
      .click();
    await page.getByRole('menuitemradio', { name: LANGUAGE_NAMES[other] }).click();
    await expect(page).toHaveURL(new RegExp(`/${other}/reviews/create\\?placeId=`));
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(stars(page, u('aspect.district.general')).nth(3)).toBeChecked();
    // The captcha solved before the switch is still good in the new language.
    await expect(page.locator('altcha-widget [data-state="verified"]').first()).toBeAttached({
      timeout: 20_000,
    });

    // A reload brings the draft back, with the notice in the page's language.
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: u('form.draftRestored') })).toBeVisible();
    await expect(page.getByRole('button', { name: u('form.discardDraft') })).toBeVisible();
    await expect(stars(page, u('aspect.district.general')).nth(3)).toBeChecked();
    await expect(page.getByRole('checkbox', { name: u('form.stillLiving') })).toBeChecked();

    // Publish without a period: the error stands beside the field, which gets the focus. Without
    // an account the period is years only by default (issue 30): the year is that field.
    await page.getByRole('checkbox', { name: new RegExp(u('form.termsPrivacy')) }).check();
    await expect(page.getByRole('checkbox', { name: u('form.yearsOnly') })).toBeChecked();
    await page.getByRole('button', { name: u('form.publish'), exact: true }).click();
    const fromYear = page.getByRole('combobox', { name: `${u('form.from')}: ${u('form.year')}` });
    const fromMonth = page.getByRole('combobox', { name: `${u('form.from')}: ${u('form.month')}` });
    await expect(fromMonth).toBeHidden();
    await expect(fromYear).toBeFocused();
    await expect(fromYear).toHaveAttribute('aria-invalid', 'true');
    await expect(fromYear).toHaveAccessibleDescription(u('form.error.periodMissing'));

    // The year alone is enough, and the error goes once the period is there.
    await fromYear.selectOption(String(new Date().getFullYear() - 2));
    await expect(page.getByText(u('form.error.periodMissing'))).toHaveCount(0);
    await expect(fromYear).not.toHaveAttribute('aria-invalid', 'true');

    // The captcha solved itself again after the reload (a person only waits); its message goes.
    await expect(page.locator('altcha-widget [data-state="verified"]').first()).toBeAttached({
      timeout: 20_000,
    });
    await expect(page.getByText(u('form.captchaError'))).toHaveCount(0);
    await page.getByRole('button', { name: u('form.publish'), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${other}/reviews/[0-9a-f-]{36}$`));

    // Published: the draft is gone.
    const drafts = await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith('sofascout:review-draft:')),
    );
    expect(drafts).toEqual([]);
  });
}
