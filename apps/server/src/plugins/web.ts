import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PublicConfig, ServerContextValue } from '@app/contracts';
import fastifyStatic from '@fastify/static';
import { createRequest } from '@remix-run/node-fetch-server';
import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';

interface WebEntryModule {
  createAppLoadContext(value: ServerContextValue): unknown;
}

export interface WebOptions {
  buildDir: string;
  /** The configured environment (NODE_ENV, 'production' unless set). */
  env: 'development' | 'production' | 'test';
  publicConfig: PublicConfig;
  apiFetch: ServerContextValue['apiFetch'];
}

/**
 * Serves the React Router app from its production build: static assets with immutable caching
 * (their names carry a content hash), everything else server-rendered.
 */
export async function registerWeb(app: FastifyInstance, options: WebOptions) {
  const serverEntry = path.join(options.buildDir, 'server/index.js');
  if (!fs.existsSync(serverEntry)) {
    throw new Error(`The web app is not built (${serverEntry} is missing). Run: npm run build`);
  }
  // React (under react-router) loads its development or production build by process.env.NODE_ENV
  // when first imported, hence the dynamic import after this line. The config defaults to
  // production without the variable, and React must agree: its development build rendered every
  // page several times slower (bench/, issue 9).
  process.env.NODE_ENV ??= options.env;
  const { createRequestHandler } = await import('react-router');
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const entry = build.entry.module as unknown as WebEntryModule;
  const handle = createRequestHandler(build, 'production');

  await app.register(fastifyStatic, {
    root: path.join(options.buildDir, 'client'),
    prefix: '/',
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each asset (apps/web/vite.config.ts); the best one the
    // browser accepts is sent as it is.
    preCompressed: true,
    setHeaders(res, filePath) {
      const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', isHashed ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    },
  });

  await app.register(async (scope) => {
    // React Router reads request bodies itself (form actions), so this scope parses nothing.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));

    scope.all('/*', { schema: { hide: true } }, async (request, reply) => {
      const fetchRequest = createRequest(request.raw, reply.raw);
      const context = entry.createAppLoadContext({
        nonce: request.cspNonce,
        requestId: request.id,
        publicConfig: options.publicConfig,
        apiFetch: options.apiFetch,
      });
      const response = await handle(fetchRequest, context as never);
      reply.code(response.status);
      for (const [name, value] of response.headers) {
        if (name === 'set-cookie') continue;
        reply.header(name, value);
      }
      for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
      return reply.send(response.body);
    });
  });
}
