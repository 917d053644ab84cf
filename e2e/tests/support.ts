import { LOCALES, type Locale } from '@app/contracts';
import type { Translate } from '@app/i18n';
import { translatorFor } from '@app/i18n/catalogs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export { LOCALES, type Locale };
export const translators = Object.fromEntries(LOCALES.map((l) => [l, translatorFor(l)])) as Record<
  Locale,
  Translate
>;

/** Fails on any serious or critical accessibility violation (WCAG 2.1 A/AA rules). */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, serious.join('\n')).toEqual([]);
}

/** A real 64×64 PNG for upload tests; the server re-encodes it. */
export const SAMPLE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAn0lEQVRoge2SQQkAQRDDqiTCqmlFn4h7hIFCBKSh4fU00Q3YgOoV2YV6l+gGbED1iuxCvUt0AzagekV2od4lugEbUL0iu1DvEt2ADahekV2od4luwAZUr8gu1LtEN2ADqldkF+pdohuwAdUrsgv1LtEN2IDqFdmFepfoBmxA9YrsQr1LdAM2oHpFdqHeJboBG1C9IrtQ7xLdgA2oXvEPH2nVQPHX9L1ZAAAAAElFTkSuQmCC',
  'base64',
);
