import { AUTH_MESSAGES } from '@app/contracts';
import * as openid from 'openid-client';
import { AppError } from '../../lib/app-error.ts';

/**
 * A confidential OpenID Connect client for "Sign in with Google" that works with any issuer, on
 * openid-client (decision 014): discovery, the authorization-code exchange (the browser's PKCE S256
 * verifier, client_secret_basic) and the ID token's checks (signature against the issuer's JWKS,
 * iss, aud and azp, exp and iat, nonce). The browser makes the state, nonce and code verifier and
 * checks the state (apps/web/app/features/auth/api/google.ts); the server holds the secret.
 */

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface IdentityClaims {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

const DISCOVERY_TTL_MS = 60 * 60 * 1000;
const HTTP_TIMEOUT_SECONDS = 8;
/** Plain HTTP only to a provider on this machine (the tests' stand-in for Google). */
const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

export interface OidcClient {
  authorizationParameters(): Promise<{ authorizationEndpoint: string; clientId: string; scope: string }>;
  /** Verifies an ID token, or exchanges an authorization code for one first, and answers its claims. */
  verifyCredential(credential: {
    token: string;
    nonce: string;
    codeVerifier?: string | undefined;
    redirectUri?: string | undefined;
  }): Promise<IdentityClaims>;
}

/** The two flows the server finishes, each a configuration of the one discovered provider. */
interface Provider {
  /** Authorization code with PKCE, the browser's flow. */
  code: openid.Configuration;
  /** An ID token handed in as it is (response_type=id_token). */
  idToken: openid.Configuration;
}

/**
 * Only the kind of failure goes to the log: openid-client's errors carry the token's claims (an
 * e-mail) or the provider's answer as their cause.
 */
const failed = (error?: unknown) =>
  new AppError('UNAUTHORIZED', AUTH_MESSAGES.googleFailed, {
    cause:
      error instanceof Error
        ? new Error(`${error.name}${'code' in error ? ` ${String(error.code)}` : ''}: ${error.message}`)
        : undefined,
  });

const unavailable = (error: unknown) =>
  new AppError('SERVICE_UNAVAILABLE', 'The sign-in provider is unavailable', {
    cause: error instanceof Error ? new Error(`${error.name}: ${error.message}`) : undefined,
    retryAfterSeconds: 30,
  });

/** The provider did not answer (network, timeout), as opposed to answering no. */
const isUnreachable = (error: unknown) =>
  (error instanceof TypeError && !('code' in error)) ||
  (error instanceof openid.ClientError && (error.code === 'OAUTH_TIMEOUT' || error.code === 'OAUTH_ABORT'));

export function createOidcClient(
  settings: OidcSettings,
  options: { isAllowedRedirectUri(uri: string): boolean },
) {
  const issuer = new URL(settings.issuer);
  const execute =
    issuer.protocol === 'http:' && LOOPBACK_HOST.test(issuer.hostname) ? [openid.allowInsecureRequests] : [];
  let discovered: { value: Promise<Provider>; at: number } | undefined;

  async function discover(): Promise<Provider> {
    const clientAuth = openid.ClientSecretBasic(settings.clientSecret);
    // openid-client refuses a document whose issuer is not the one configured (Discovery 1.0, 4.3).
    const code = await openid.discovery(issuer, settings.clientId, undefined, clientAuth, {
      timeout: HTTP_TIMEOUT_SECONDS,
      execute,
    });
    const idToken = new openid.Configuration(code.serverMetadata(), settings.clientId, undefined, clientAuth);
    idToken.timeout = HTTP_TIMEOUT_SECONDS;
    for (const extension of execute) extension(idToken);
    openid.useIdTokenResponseType(idToken);
    return { code, idToken };
  }

  async function provider(): Promise<Provider> {
    if (!discovered || Date.now() - discovered.at > DISCOVERY_TTL_MS) {
      const value = discover();
      discovered = { value, at: Date.now() };
      value.catch(() => {
        discovered = undefined;
      });
    }
    try {
      return await discovered.value;
    } catch (error) {
      throw unavailable(error);
    }
  }

  async function exchangeCode(credential: {
    code: string;
    nonce: string;
    codeVerifier: string;
    redirectUri: string;
  }): Promise<openid.IDToken | undefined> {
    if (!options.isAllowedRedirectUri(credential.redirectUri)) throw failed();
    const { code: configuration } = await provider();
    // The callback the browser landed on, as openid-client reads it: the redirect URI (sent again to
    // the token endpoint) with the code. The browser has checked the state against its own; `iss`
    // (RFC 9207) tells providers apart, and this client knows one only, the configured issuer.
    const callback = new URL(credential.redirectUri);
    callback.searchParams.set('code', credential.code);
    if (configuration.serverMetadata().authorization_response_iss_parameter_supported)
      callback.searchParams.set('iss', configuration.serverMetadata().issuer);
    const tokens = await openid.authorizationCodeGrant(configuration, callback, {
      pkceCodeVerifier: credential.codeVerifier,
      expectedNonce: credential.nonce,
      idTokenExpected: true,
    });
    return tokens.claims();
  }

  async function verifyIdToken(idToken: string, nonce: string): Promise<openid.IDToken> {
    const { idToken: configuration } = await provider();
    const response = new URL(issuer);
    response.hash = new URLSearchParams({ id_token: idToken }).toString();
    return openid.implicitAuthentication(configuration, response, nonce);
  }

  const client: OidcClient = {
    async authorizationParameters() {
      const { code } = await provider();
      const { authorization_endpoint } = code.serverMetadata();
      if (!authorization_endpoint) throw unavailable(new Error('no authorization_endpoint'));
      return {
        authorizationEndpoint: authorization_endpoint,
        clientId: settings.clientId,
        scope: 'openid email profile',
      };
    },
    async verifyCredential(credential) {
      let claims: openid.IDToken | undefined;
      try {
        claims = credential.codeVerifier
          ? await exchangeCode({
              code: credential.token,
              nonce: credential.nonce,
              codeVerifier: credential.codeVerifier,
              redirectUri: credential.redirectUri ?? '',
            })
          : await verifyIdToken(credential.token, credential.nonce);
      } catch (error) {
        if (error instanceof AppError) throw error;
        throw isUnreachable(error) ? unavailable(error) : failed(error);
      }
      if (!claims) throw failed();
      const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : null;
      return {
        subject: String(claims.sub),
        email,
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        name: typeof claims.name === 'string' ? claims.name.slice(0, 60) : null,
      };
    },
  };
  return client;
}
