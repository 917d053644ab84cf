import type { Locale } from '@app/contracts';
import { api } from '../../../shared/lib/api-client';
import { detectTimeZone } from '../hooks/auth';

/**
 * "Sign in with Google": the OpenID Connect authorization-code flow with PKCE. The browser makes
 * the state, nonce and code verifier and keeps them in session storage; the provider sends the
 * browser back to /{lang}/auth/google/callback with a code; the server exchanges the code (it holds
 * the client secret) and checks the ID token, its nonce included.
 */

const FLOW_KEY = 'google_oidc_flow';

/** Which screen started the flow: a sign-up carries the agreement the user gave there. */
export type GoogleIntent = 'sign-in' | 'sign-up';

interface PendingFlow {
  intent: GoogleIntent;
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
  returnTo: string;
  createdAt: number;
}

function randomString(bytes = 32): string {
  const data = crypto.getRandomValues(new Uint8Array(bytes));
  return base64Url(data);
}

function base64Url(data: Uint8Array): string {
  let binary = '';
  for (const byte of data) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function googleCallbackUri(publicUrl: string, locale: Locale) {
  return `${publicUrl}/${locale}/auth/google/callback`;
}

export async function startGoogleSignIn(options: {
  intent: GoogleIntent;
  publicUrl: string;
  locale: Locale;
  returnTo: string;
}) {
  const config = await api('GET /auth/google/config', { token: null });
  const flow: PendingFlow = {
    intent: options.intent,
    state: randomString(),
    nonce: randomString(),
    codeVerifier: randomString(48),
    redirectUri: googleCallbackUri(options.publicUrl, options.locale),
    returnTo: options.returnTo,
    createdAt: Date.now(),
  };
  const challenge = base64Url(
    new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(flow.codeVerifier))),
  );
  sessionStorage.setItem(FLOW_KEY, JSON.stringify(flow));
  const url = new URL(config.authorizationEndpoint);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: config.clientId,
    redirect_uri: flow.redirectUri,
    scope: config.scope,
    state: flow.state,
    nonce: flow.nonce,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    prompt: 'select_account',
  }).toString();
  window.location.assign(url.toString());
}

/** Finishes the flow on the callback page; throws when the answer is not the one we asked for. */
export async function completeGoogleSignIn(search: URLSearchParams, locale: Locale) {
  const raw = sessionStorage.getItem(FLOW_KEY);
  sessionStorage.removeItem(FLOW_KEY);
  const flow = raw ? (JSON.parse(raw) as PendingFlow) : null;
  const code = search.get('code');
  // The state ties the answer to the request this browser made (no login CSRF); ten minutes at most.
  if (!flow || !code || search.get('state') !== flow.state || Date.now() - flow.createdAt > 10 * 60_000) {
    throw new Error('Google sign-in answer does not match a pending request');
  }
  const result = await api(flow.intent === 'sign-up' ? 'POST /auth/sign-up' : 'POST /auth/sign-in', {
    body: {
      type: 'google',
      ...(flow.intent === 'sign-up' ? { agreement: true as const } : {}),
      token: code,
      nonce: flow.nonce,
      codeVerifier: flow.codeVerifier,
      redirectUri: flow.redirectUri,
      language: locale,
      timezone: detectTimeZone(),
    },
  });
  // A Google sign-up answers a session (201); only an e-mail sign-up answers "verification sent".
  if (!('token' in result)) throw new Error('Google sign-up answered without a session');
  return { result, returnTo: flow.returnTo };
}
