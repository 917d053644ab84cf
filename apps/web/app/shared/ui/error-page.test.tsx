import { translatorFor } from '@app/i18n/catalogs';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BareErrorPage, errorPageTexts, localeOfPath } from './error-page';

const render = (path: string, status: number) =>
  renderToString(
    <MemoryRouter initialEntries={[path]}>
      <BareErrorPage status={status} />
    </MemoryRouter>,
  );

describe('error pages', () => {
  it('name a refusal, a rate limit and other client errors for what they are; 404 and 500 as the spec says', () => {
    const en = translatorFor('en');
    const title = (status: number) => en(errorPageTexts(status).title);
    expect(title(404)).toBe('Page Not Found');
    expect(title(500)).toBe('Internal Server Error');
    expect(title(503)).toBe('Internal Server Error');
    expect(title(403)).toBe('Access denied');
    expect(title(401)).toBe('Access denied');
    expect(title(429)).toBe('Too many requests');
    expect(title(400)).toBe('Something went wrong');
    expect(title(410)).toBe('Something went wrong');
  });

  it('without the root loader, speak the language of the URL from the texts every bundle carries', () => {
    expect(localeOfPath('/ka/reviews/x')).toBe('ka');
    expect(localeOfPath('/de/whatever')).toBe('en');
    const ru = translatorFor('ru');
    const page = render('/ru/moderation/review/1', 404);
    expect(page).toContain(ru('errors.notFound.title'));
    expect(page).toContain(ru('errors.notFound.message', { path: '/ru/moderation/review/1' }));
    expect(page).toContain('href="/ru"');
    const ka = translatorFor('ka');
    expect(render('/ka', 500)).toContain(ka('errors.serverError.title'));
    expect(render('/ka', 429)).toContain(ka('errors.tooManyRequests.title'));
    expect(render('/fr', 403)).toContain('Access denied');
  });

  it('describe themselves for search engines and link previews, like every page (issue 17.8)', () => {
    const ru = translatorFor('ru');
    expect(render('/ru', 500)).toContain(
      `<meta name="description" content="${ru('errors.serverError.message')}"/>`,
    );
    // Without the root catalogue the 404 page's own description is not there: its message is.
    expect(render('/ru/x', 404)).toContain(
      `<meta name="description" content="${ru('errors.notFound.message', { path: '/ru/x' })}"/>`,
    );
  });
});
