import { AUTH_MESSAGES } from '@app/contracts';
import { createRemoteJWKSet, type JWTPayload, errors as joseErrors, jwtVerify } from 'jose';
import { AppError } from '../../lib/app-error.ts';

/**
 * A confidential OpenID Connect client for "Sign in with Google" that works with any issuer:
 * discovery, the authorization-code exchange (PKCE, client secret) and ID token verification
 * (signature against the issuer's JWKS, iss, aud, exp, nonce).
 */

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

interface ProviderMetadata {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
}

export interface IdentityClaims {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

const GOOGLE_ISSUER = 'https://accounts.google.com';
const DISCOVERY_TTL_MS = 60 * 60 * 1000;
const HTTP_TIMEOUT_MS = 8000;

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

const failed = (cause?: unknown) => new AppError('UNAUTHORIZED', AUTH_MESSAGES.googleFailed, { cause });

export function createOidcClient(
  settings: OidcSettings,
  options: { isAllowedRedirectUri(uri: string): boolean },
) {
  let metadata: { value: Promise<ProviderMetadata>; at: number } | undefined;
  let jwks: { uri: string; set: ReturnType<typeof createRemoteJWKSet> } | undefined;

  async function discover(): Promise<ProviderMetadata> {
    const response = await fetch(`${settings.issuer}/.well-known/openid-configuration`, {
      signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`OIDC discovery answered ${response.status}`);
    const document = (await response.json()) as ProviderMetadata;
    // The document must describe the issuer we were configured with (OpenID Discovery 1.0, 4.3).
    if (document.issuer.replace(/\/$/, '') !== settings.issuer) throw new Error('OIDC issuer mismatch');
    return document;
  }

  async function providerMetadata(): Promise<ProviderMetadata> {
    if (!metadata || Date.now() - metadata.at > DISCOVERY_TTL_MS) {
      const value = discover();
      metadata = { value, at: Date.now() };
      value.catch(() => {
        metadata = undefined;
      });
    }
    try {
      return await metadata.value;
    } catch (cause) {
      throw new AppError('SERVICE_UNAVAILABLE', 'The sign-in provider is unavailable', {
        cause,
        retryAfterSeconds: 30,
      });
    }
  }

  async function exchangeCode(code: string, codeVerifier: string, redirectUri: string): Promise<string> {
    if (!options.isAllowedRedirectUri(redirectUri)) throw failed();
    const { token_endpoint } = await providerMetadata();
    // client_secret_basic: RFC 6749 2.3.1 asks for form-encoding before base64.
    const basic = Buffer.from(
      `${encodeURIComponent(settings.clientId)}:${encodeURIComponent(settings.clientSecret)}`,
    ).toString('base64');
    let response: Response;
    try {
      response = await fetch(token_endpoint, {
        method: 'POST',
        headers: {
          authorization: `Basic ${basic}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          code_verifier: codeVerifier,
        }),
        signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
      });
    } catch (cause) {
      throw new AppError('SERVICE_UNAVAILABLE', 'The sign-in provider is unavailable', {
        cause,
        retryAfterSeconds: 30,
      });
    }
    const body = (await response.json().catch(() => ({}))) as { id_token?: unknown };
    if (!response.ok || typeof body.id_token !== 'string') throw failed();
    return body.id_token;
  }

  async function verifyIdToken(idToken: string, nonce: string): Promise<IdentityClaims> {
    const { jwks_uri } = await providerMetadata();
    if (jwks?.uri !== jwks_uri) jwks = { uri: jwks_uri, set: createRemoteJWKSet(new URL(jwks_uri)) };
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(idToken, jwks.set, {
        // Google also signs tokens with the scheme-less issuer.
        issuer: settings.issuer === GOOGLE_ISSUER ? [GOOGLE_ISSUER, 'accounts.google.com'] : settings.issuer,
        audience: settings.clientId,
        algorithms: ['RS256', 'PS256', 'ES256', 'EdDSA'],
        requiredClaims: ['exp', 'iat', 'sub'],
        clockTolerance: 30,
      }));
    } catch (cause) {
      if (cause instanceof joseErrors.JOSEError) throw failed(cause);
      throw cause;
    }
    // A token issued for another client that merely lists us as an audience is not ours.
    if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== settings.clientId)
      throw failed();
    if (payload.nonce !== nonce) throw failed();
    const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : null;
    return {
      subject: String(payload.sub),
      email,
      emailVerified: payload.email_verified === true || payload.email_verified === 'true',
      name: typeof payload.name === 'string' ? payload.name.slice(0, 60) : null,
    };
  }

  const client: OidcClient = {
    async authorizationParameters() {
      const { authorization_endpoint } = await providerMetadata();
      return {
        authorizationEndpoint: authorization_endpoint,
        clientId: settings.clientId,
        scope: 'openid email profile',
      };
    },
    async verifyCredential(credential) {
      const idToken = credential.codeVerifier
        ? await exchangeCode(credential.token, credential.codeVerifier, credential.redirectUri ?? '')
        : credential.token;
      return verifyIdToken(idToken, credential.nonce);
    },
  };
  return client;
}
