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
import { cleanup, configure, render, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { pbkdf2, solveChallenge } from 'altcha/lib';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, inject } from 'vitest';
import { getApiBaseUrl } from '../shared/lib/api';
import { I18nProvider } from '../shared/lib/i18n';

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

// http://127.0.0.1 is a secure context in browsers (a loopback origin); happy-dom says nothing of it.
Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });

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

/** A regular expression that matches `text` literally (for accessible names that hold more). */
export const including = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/**
 * Passes the form's captcha as the ALTCHA widget does: the server's own challenge (GET
 * /captcha/challenge), solved with ALTCHA's solver, handed over by the widget's `statechange`
 * event. The widget itself loads and asks for the challenge here too, but solves in a Web Worker,
 * which the DOM of these tests lacks (it then says it failed, and the test speaks for it).
 * `payload`: hand over this one instead (a spent one, say).
 */
export async function passCaptcha(payload?: string): Promise<string> {
  // The widget's own state, not the form's (its 'error' event may come before the form listens):
  // given up ('error'), or never started ('unverified': its start on load may not come in a DOM
  // that loads no page), but not at work.
  const widget = await waitFor(() => {
    const element = document
      .querySelector('altcha-widget .altcha:is([data-state="error"], [data-state="unverified"])')
      ?.closest('altcha-widget');
    if (!element) throw new Error('the captcha widget is still at work');
    return element;
  });
  const solved = payload ?? (await solveCaptcha());
  widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload: solved } }));
  await waitFor(() => {
    if (!document.querySelector('[data-captcha-status="verified"]'))
      throw new Error('the form did not take the captcha');
  });
  return solved;
}

async function solveCaptcha(): Promise<string> {
  // Where the widget asks (captcha-widget.tsx: `challenge` of <altcha-widget>), outside the typed endpoints.
  const challengeUrl = `${getApiBaseUrl()}/captcha/challenge`;
  const response = await fetch(challengeUrl);
  const challenge: Parameters<typeof solveChallenge>[0]['challenge'] = await response.json();
  const solution = await solveChallenge({ challenge, deriveKey: pbkdf2.deriveKey });
  if (!solution) throw new Error('the captcha could not be solved');
  return btoa(JSON.stringify({ challenge, solution }));
}
