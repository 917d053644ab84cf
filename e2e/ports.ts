import os from 'node:os';
import path from 'node:path';

/** Where the end-to-end run's servers listen: the app on E2E_PORT, its OpenID provider beside it. */
export const appPort = Number(process.env.E2E_PORT ?? '3100');
export const appUrl = `http://127.0.0.1:${appPort}`;
export const oidcPort = Number(process.env.E2E_OIDC_PORT ?? appPort + 1000);
export const oidcIssuer = `http://127.0.0.1:${oidcPort}`;

/** The suite's app's data, seeded and closed, as start-server.ts copies it for a second app. */
export const seededDataDir = (port: number) => path.join(os.tmpdir(), `sofascout-e2e-${port}-seeded`);
