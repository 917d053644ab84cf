/**
 * Component tests of the web (vitest project `components`, files `*.component.test.tsx`): Testing
 * Library in happy-dom, the components talking to the real app. The project's global setup
 * (apps/server/src/testing/web-components-server.ts) starts the app with the demo data and hands over
 * only its URL; the page is put at that origin, so the client's calls (lib/api-client, relative to the page)
 * go over real HTTP to the real routes, as they do in the browser. No answer is written by hand.
 */
import { readFile } from 'node:fs/promises';
import type { Locale } from '@app/contracts';
import { createTranslator, type Translate } from '@app/i18n';
import { CATALOGS } from '@app/i18n/catalogs';
import { cleanup, configure, render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, inject } from 'vitest';
import { I18nProvider } from '../lib/i18n';

declare module 'vitest' {
  export interface ProvidedContext {
    componentsServerFile: string;
  }
}

/** The real app's origin, e.g. http://127.0.0.1:41234 (known once the file's `beforeAll` has run). */
export let serverUrl = '';

/** Waits until the app has started (the global setup does not wait for it): it writes where it answers. */
async function waitForServer(file: string): Promise<string> {
  for (;;) {
    const text = await readFile(file, 'utf8').catch(() => '');
    if (text) {
      const answer = JSON.parse(text) as { url?: string; error?: string };
      if (!answer.url) throw new Error(`The components' server did not start: ${answer.error}`);
      return answer.url;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  serverUrl = await waitForServer(inject('componentsServerFile'));
  // The document lives at the app's origin: relative API calls reach it, same-origin as in production.
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${serverUrl}/en`);
});

// Waits measure no speed: a busy machine (other suites, other sessions) may take seconds to answer.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

/**
 * What the root route hands the page (root.tsx's loader): a map style that this origin does not
 * serve, so maps fall back as offline (and nothing is fetched from the internet).
 */
const rootData = () => ({ mapStyleUrl: `${serverUrl}/no-map-style.json` });

/**
 * Renders `ui` as a page would: inside a data router (its root route's data, blockers) and the
 * language's messages. Answers Testing Library's queries and a user-event session.
 */
export function renderPage(ui: ReactNode, options: { locale?: Locale } = {}) {
  const locale = options.locale ?? 'en';
  const root = rootData();
  const router = createMemoryRouter([{ id: 'root', path: '*', loader: () => root, Component: () => ui }], {
    initialEntries: [`/${locale}`],
    hydrationData: { loaderData: { root } },
  });
  const user = userEvent.setup();
  const view = render(
    <I18nProvider locale={locale} catalog={CATALOGS[locale]}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  return { ...view, user, router };
}

/** The language's texts, to find what the user reads (and to say what they should). */
export const textsIn = (locale: Locale): Translate => createTranslator(locale, CATALOGS[locale]);
