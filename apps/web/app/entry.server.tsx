import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { type EntryContext, type RouterContextProvider, ServerRouter } from 'react-router';
import { isCrawler } from './shared/lib/crawler';
import './shell/deferred-parts.server';
import { paintFirst } from './shared/lib/paint-first.server';
import { serverContext } from './shared/lib/server-context';

export { createAppLoadContext } from './shared/lib/server-context';

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const userAgent = request.headers.get('user-agent');
  const isBot = Boolean(userAgent && isCrawler(userAgent));

  // Crawlers get the status alone, never an error page they might index (spec section 2).
  if (isBot && responseStatusCode >= 400) {
    return new Response(`${responseStatusCode}`, {
      status: responseStatusCode,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'x-robots-tag': 'noindex' },
    });
  }
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  const { nonce } = loadContext.get(serverContext);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const readyOption = isBot || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        // Each section of a page is a Suspense boundary (shared/ui/page-section.tsx). Past 12,800
        // bytes of them React moves a finished boundary's HTML to the end of the document, hidden,
        // and an inline script puts it in place later; the page is whole in this one response, so
        // every finished boundary is written where it stands.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(paintFirst(body)), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
