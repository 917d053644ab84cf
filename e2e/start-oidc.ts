/**
 * The end-to-end run's "Google": a real OpenID provider on 127.0.0.1 (oidc-provider, with its
 * development login and consent pages), started before the app, which start-server.ts points at it.
 */
import { LOCALES } from '@app/contracts';
import { startOidcIssuer } from '../apps/server/src/testing/oidc-issuer.ts';
import { appUrl, oidcPort } from './ports.ts';

const issuer = await startOidcIssuer({
  port: oidcPort,
  redirectUris: LOCALES.map((locale) => `${appUrl}/${locale}/auth/google/callback`),
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void issuer.close().then(() => process.exit(0)));
}
