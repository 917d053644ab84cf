import type { TranslationAvailability } from './translations.ts';

/**
 * What the server hands the web app for each page request. `publicConfig` is the only part of
 * the configuration that reaches the browser (it is serialised into the page).
 */
export interface PublicConfig {
  /** Base URL of the API as the browser sees it ('/api/v1' on the same origin by default). */
  apiBaseUrl: string;
  /** Build/version id; the client polls for a newer one. */
  version: string;
  publicUrl: string;
  /** Whether "Sign in with Google" (an OpenID Connect client) is configured. */
  googleSignIn: boolean;
  /** MapLibre style URL of every map (MAP_STYLE_URL). */
  mapStyleUrl: string;
  /** The captcha of the review form: self-hosted ALTCHA, or a hosted one with its public site key. */
  captcha: { provider: 'altcha' | 'turnstile' | 'hcaptcha'; siteKey: string | null };
  /** Machine translation of reviews and comments (issue 16): the providers, in order; empty: off. */
  translation: TranslationAvailability;
  /**
   * The web build's id (its builds/latest.json), which the client compares with the published one
   * and which names the Translate control's chunk; null when the server has no build (tests).
   */
  buildId: string | null;
}

export interface ServerContextValue {
  nonce: string;
  requestId: string;
  publicConfig: PublicConfig;
  /** Calls the API without a network hop when it runs in the same process. */
  apiFetch(path: string, init?: RequestInit): Promise<Response>;
}
