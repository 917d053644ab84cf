import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import Provider from 'oidc-provider';

/** A real OpenID provider (oidc-provider) on 127.0.0.1, with a signing key the test also holds. */
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

export async function startOidcIssuer(options: { redirectUris: string[] }): Promise<OidcIssuer> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const forged = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' } as JWK;
  void publicKey;
  const { createServer } = await import('node:http');
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'sofascout-test';
  const clientSecret = 'a-long-client-secret-for-tests';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [jwk] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: async (_ctx: unknown, id: string) => ({
      accountId: id,
      claims: async () => ({ sub: id, email: `${id}@example.com`, email_verified: true, name: 'Oidc User' }),
    }),
    features: { devInteractions: { enabled: true } },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    async signIdToken(claims, opts = {}) {
      const key = opts.key === 'forged' ? forged.privateKey : privateKey;
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setIssuer(issuer)
        .setIssuedAt()
        .setExpirationTime(opts.expiresIn ?? '5m')
        .sign(key);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
