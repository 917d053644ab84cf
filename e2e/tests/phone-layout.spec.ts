import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { USER_AGENT } from './people.ts';
import { gotoHydrated, keepScreenshot, type Locale, VIEWPORTS } from './support.ts';

/**
 * Issue 33: every public page on a 390×844 phone in Russian and Georgian, the two languages whose
 * words run longest. Nothing that names something is cut off with "…" (an address, a title, a
 * button: "проспект Александра Казб…" hid the flat number that tells two cards apart), no
 * placeholder runs past its field, and nothing is wider than the screen.
 */

const PHONE = VIEWPORTS.phone;

type Latest = {
  items: Array<{ id: string; placeType: string; place: { id: string }; author: { id: string } | null }>;
};

async function publicPaths(request: APIRequestContext, locale: Locale): Promise<string[]> {
  const latest = (await (
    await request.get(`/api/v1/reviews/latest?limit=40&lang=${locale}`)
  ).json()) as Latest;
  const review = latest.items[0];
  const flat = latest.items.find((item) => item.placeType === 'apartment') ?? review;
  const author = latest.items.find((item) => item.author)?.author;
  const tbilisi = (await (await request.get(`/api/v1/places/suggestions?q=Tbilisi&lang=en`)).json()) as {
    items: Array<{ id: string }>;
  };
  expect(review, 'the demo data has reviews').toBeDefined();
  return [
    '',
    '/reviews/latest',
    `/reviews?placeId=${tbilisi.items[0]?.id}`,
    `/reviews?placeId=${flat?.place.id}`,
    `/reviews/${review?.id}`,
    `/reviews/${flat?.id}`,
    ...(author ? [`/authors/${author.id}`] : []),
    '/reviews/create',
    '/auth/sign-in',
    '/auth/sign-up',
    '/auth/email/password-reset',
    '/tos',
    '/privacy',
    '/content-policy',
    '/no-such-page-33',
  ];
}

/** What the page cuts off or lets run off the screen, one line per element. */
function findCutOff(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    const describe = (element: Element) => {
      const text = (element.textContent ?? element.getAttribute('placeholder') ?? '').trim().slice(0, 60);
      return `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> "${text}"`;
    };
    const clippedByAncestor = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX !== 'visible') return true;
      }
      return false;
    };
    const isHidden = (element: Element) => {
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') return true;
      const rect = element.getBoundingClientRect();
      return rect.width <= 1 || rect.height <= 1;
    };
    if (document.documentElement.scrollWidth > width) {
      problems.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} > ${width}`);
    }
    for (const element of document.body.querySelectorAll('*')) {
      if (!(element instanceof HTMLElement) || isHidden(element)) continue;
      const style = getComputedStyle(element);
      // Text cut with an ellipsis (Tailwind's truncate, line-clamp): what matters is lost.
      if (style.textOverflow === 'ellipsis' && element.scrollWidth > element.clientWidth + 1) {
        problems.push(`cut off with "…": ${describe(element)}`);
      }
      if (style.webkitLineClamp !== 'none' && element.scrollHeight > element.clientHeight + 1) {
        const isExcerpt =
          element.closest('article') && element.tagName === 'P' && !element.closest('h1,h2,h3');
        if (!isExcerpt) problems.push(`clamped: ${describe(element)}`);
      }
      // A placeholder longer than its field.
      if (element instanceof HTMLInputElement && element.placeholder && !element.value) {
        const context = document.createElement('canvas').getContext('2d');
        if (context) {
          context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const room =
            element.clientWidth -
            Number.parseFloat(style.paddingLeft) -
            Number.parseFloat(style.paddingRight);
          if (context.measureText(element.placeholder).width > room + 1) {
            problems.push(`placeholder longer than its field: ${describe(element)}`);
          }
        }
      }
      // Wider than the screen, unless a scrolling or clipping box holds it on purpose.
      const rect = element.getBoundingClientRect();
      if (
        (rect.right > width + 1 || rect.left < -1) &&
        !clippedByAncestor(element) &&
        style.position !== 'fixed'
      ) {
        problems.push(
          `off the screen (${Math.round(rect.left)}…${Math.round(rect.right)}): ${describe(element)}`,
        );
      }
    }
    return problems;
  });
}

for (const locale of ['ru', 'ka'] as const) {
  test.describe(`phone layout (${locale})`, () => {
    test.use({ viewport: PHONE, hasTouch: true, isMobile: true, userAgent: USER_AGENT });

    test(`every public page fits a 390×844 phone, nothing cut off (${locale})`, async ({ page, request }) => {
      test.setTimeout(180_000);
      const found: string[] = [];
      // The check itself sees what it looks for: a clipped title and a box wider than the screen.
      await gotoHydrated(page, `/${locale}/tos`);
      await page.evaluate(() => {
        const main = document.querySelector('main') ?? document.body;
        main.insertAdjacentHTML(
          'afterbegin',
          '<h2 id="probe-clip" style="width:80px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis">проспект Александра Казбеги, 24, кв. 77</h2>' +
            '<div id="probe-wide" style="width:600px;height:4px"></div>',
        );
      });
      const probed = (await findCutOff(page)).join('\n');
      expect(probed).toContain('cut off with "…": <h2');
      expect(probed).toContain('off the screen');
      for (const path of await publicPaths(request, locale)) {
        await gotoHydrated(page, `/${locale}${path}`);
        await page.waitForLoadState('networkidle');
        await keepScreenshot(page, `phone-${locale}${path.replace(/[/?=]+/g, '_') || '_home'}`);
        for (const problem of await findCutOff(page)) found.push(`${path || '/'}: ${problem}`);
      }
      expect(found, found.join('\n')).toEqual([]);
    });
  });
}
