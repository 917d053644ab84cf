import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  detectLocale,
  localeContext,
  localeFromAcceptLanguage,
  localeMiddleware,
  switchLocalePath,
} from './locale';

const request = (url: string, headers: Record<string, string> = {}) =>
  new Request(`http://localhost${url}`, { headers });

describe('locale detection', () => {
  it('takes the path first, including client-side data requests', () => {
    expect(detectLocale(request('/ru/tos'))).toBe('ru');
    expect(detectLocale(request('/ka.data'))).toBe('ka');
    expect(detectLocale(request('/ru/reviews.data?placeId=x'))).toBe('ru');
  });

  it('then the cookie, then Accept-Language with q-values, then English', () => {
    expect(detectLocale(request('/', { cookie: 'a=1; i18n_redirected=ka' }))).toBe('ka');
    expect(detectLocale(request('/', { 'accept-language': 'de;q=0.9, ru;q=0.8, en;q=0.7' }))).toBe('ru');
    expect(localeFromAcceptLanguage('fr-FR, ka-GE;q=0.1')).toBe('ka');
    expect(detectLocale(request('/xx'))).toBe('en');
  });

  it('switches the language segment and keeps the rest of the path', () => {
    expect(switchLocalePath('/en/reviews/123', '?x=1', 'ka')).toBe('/ka/reviews/123?x=1');
    expect(switchLocalePath('/', '', 'ru')).toBe('/ru');
  });
});

describe('locale middleware', () => {
  it('puts the request’s language in the router context for every loader', async () => {
    const resolve = async (url: string, headers: Record<string, string> = {}) => {
      const context = new RouterContextProvider();
      const next = async () => new Response();
      const sent = request(url, headers);
      await localeMiddleware(
        { request: sent, url: new URL(sent.url), pattern: '', context, params: {} },
        next,
      );
      return context.get(localeContext);
    };
    expect(await resolve('/ka/reviews.data')).toBe('ka');
    expect(await resolve('/xx/tos', { 'accept-language': 'ru' })).toBe('ru');
    expect(await resolve('/', { cookie: 'i18n_redirected=ka' })).toBe('ka');
  });
});
