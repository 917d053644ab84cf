/// <reference path="./oidc-provider.d.ts" />
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import Provider, { interactionPolicy } from 'oidc-provider';

/**
 * A real OpenID provider (oidc-provider) on 127.0.0.1, with a signing key the test also holds.
 * The API tests sign ID tokens with it directly; the end-to-end run (e2e/start-oidc.ts) sends a
 * browser through its login and consent pages ("any login, any password": the login becomes the
 * account id, `{login}@example.com` its verified e-mail and the login its name).
 */
export interface OidcIssuer {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Signs an ID token with the issuer's own key (to test expiry, nonce and audience checks). */
  signIdToken(
    claims: Record<string, unknown>,
    options?: { expiresIn?: string | number; key?: 'issuer' | 'forged' },
  ): Promise<string>;
  close(): Promise<void>;
}

export const OIDC_TEST_CLIENT = { id: 'sofascout-test', secret: 'a-long-client-secret-for-tests' } as const;

/** Like Google, the app asks for `prompt=select_account`; here it is accepted and needs no page. */
function interactionsLikeGoogle() {
  const policy = interactionPolicy.base();
  const selectAccount = new interactionPolicy.Prompt({ name: 'select_account', requestable: true });
  selectAccount.checks.clear();
  policy.add(selectAccount);
  return policy;
}

export async function startOidcIssuer(options: {
  redirectUris: string[];
  /** A fixed port (the end-to-end run configures the app before the issuer starts); else any free one. */
  port?: number;
}): Promise<OidcIssuer> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const forged = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' } as JWK;
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_TEST_CLIENT.id,
        client_secret: OIDC_TEST_CLIENT.secret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [jwk] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Google puts the e-mail and name in the ID token itself; the app reads them from there.
    conformIdTokenClaims: false,
    findAccount: async (_ctx: unknown, id: string) => ({
      accountId: id,
      claims: async () => ({ sub: id, email: `${id}@example.com`, email_verified: true, name: id }),
    }),
    interactions: { policy: interactionsLikeGoogle() },
    features: { devInteractions: { enabled: true } },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    clientId: OIDC_TEST_CLIENT.id,
    clientSecret: OIDC_TEST_CLIENT.secret,
    async signIdToken(claims, opts = {}) {
      const key = opts.key === 'forged' ? forged.privateKey : privateKey;
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setIssuer(issuer)
        .setIssuedAt()
        .setExpirationTime(opts.expiresIn ?? '5m')
        .sign(key);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
