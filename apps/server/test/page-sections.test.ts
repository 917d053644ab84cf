import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPlaceTree,
  createTestUser,
  FAST_CAPTCHA_ENV,
  publishTestComment,
  publishTestReview,
} from '../src/testing/factories.ts';
import { hasWebBuild, startTestApp, type TestApp, webBuild } from '../src/testing/index.ts';

/*
 * Hydration in pieces (issue 35): each page's sections are Suspense boundaries of their own, so that
 * React hydrates the shell first and each section afterwards, in time slices, instead of the whole
 * page in a few long tasks. In the server's HTML a boundary opens with `<!--$-->`; the section's
 * element (`data-section`, components/page-section.tsx) must come right after it. A page that
 * hydrates as one block again fails here.
 */

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0.0.0 Safari/537.36';
const SHELL = ['header', 'footer'];

let t: TestApp;
let pages: Array<{ name: string; path: (lang: string) => string; sections: string[] }>;
beforeAll(async () => {
  t = await startTestApp({
    withWeb: hasWebBuild,
    env: { ...FAST_CAPTCHA_ENV, RATE_LIMIT_SCALE: '100', WEB_BUILD_DIR: webBuild },
  });
  const tree = await createPlaceTree(t.database.db);
  const author = await createTestUser(t.database.db);
  const reader = await createTestUser(t.database.db);
  const review = await publishTestReview(t, author, { placeId: tree.apartment });
  await publishTestComment(t, reader, review.id, 'A quiet street and a kind landlord, thanks.');
  pages = [
    { name: 'home', path: (lang) => `/${lang}`, sections: ['search', 'latest', 'nearby', 'how'] },
    {
      name: 'place',
      path: (lang) => `/${lang}/reviews?placeId=${tree.apartment}`,
      sections: ['place', 'summary', 'map', 'reviews', 'watch'],
    },
    {
      name: 'review',
      path: (lang) => `/${lang}/reviews/${review.id}`,
      sections: ['review', 'scores', 'map', 'actions', 'comments'],
    },
    { name: 'create', path: (lang) => `/${lang}/reviews/create`, sections: ['form', 'picker'] },
    { name: 'sign-in', path: (lang) => `/${lang}/auth/sign-in`, sections: ['form'] },
  ];
});
afterAll(async () => {
  await t?.close();
});

/** The names of the sections that open right after a boundary's `<!--$-->`, and of all sections. */
function sectionsOf(html: string) {
  const body = html.slice(html.indexOf('<body'));
  const all = [...body.matchAll(/<[a-z]+ data-section="([a-z]+)"/g)].map((m) => m[1]);
  const bounded = [...body.matchAll(/<!--\$--><[a-z]+ data-section="([a-z]+)"/g)].map((m) => m[1]);
  return { all, bounded };
}

describe.runIf(hasWebBuild)('the server HTML of each page', () => {
  for (const lang of ['en', 'ru', 'ka']) {
    it(`opens a Suspense boundary at each named section (${lang})`, async () => {
      for (const page of pages) {
        const response = await t.request(page.path(lang), { headers: { 'user-agent': BROWSER } });
        expect(response.status, page.name).toBe(200);
        const html = await response.text();
        const { all, bounded } = sectionsOf(html);
        for (const name of [...SHELL, ...page.sections]) {
          expect(bounded, `${page.name} (${lang}): section "${name}" in a boundary of its own`).toContain(
            name,
          );
        }
        // Written where it stands, not moved to the end of the document for a script to put back
        // (React does that past `progressiveChunkSize` bytes of boundaries: entry.server.tsx).
        // (React Router's own boundaries, which stream the loaders' data, follow its context script.)
        const content = html.slice(0, html.indexOf('window.__reactRouterContext'));
        expect(content, `${page.name} (${lang}): no boundary outlined`).not.toMatch(
          /<!--\$\?-->|<div hidden id="S:/,
        );
        // A section outside a boundary would hydrate with the shell, in one block with it.
        expect(all, `${page.name} (${lang}): every section is bounded`).toEqual(bounded);
      }
    });
  }
});
