/** The encodings the server sends pages and files in. */
export type ContentEncoding = 'br' | 'gzip' | 'identity';

/**
 * What to send for a request's `Accept-Encoding`: Brotli when the client takes it, else gzip, else
 * the plain bytes (an encoding with q=0 is refused). The server's page cache and the web app's
 * catalogue files choose the same way.
 */
export function preferredEncoding(acceptEncoding: string | null | undefined): ContentEncoding {
  if (!acceptEncoding) return 'identity';
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...parameters] = part.trim().split(';');
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}
