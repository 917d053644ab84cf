import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small S3-compatible peer on 127.0.0.1 for tests: path-style PUT, GET, HEAD and DELETE of objects
 * in one bucket, and AWS Signature V4 checked on every write exactly as S3 does it (canonical request
 * rebuilt from what arrived on the wire, payload hash compared with the body). It is written apart
 * from the server's signer on purpose, so a signing mistake there makes the tests fail.
 * Reads are anonymous, like a bucket whose policy makes objects public.
 */
export interface StoredObject {
  body: Buffer;
  contentType: string | undefined;
  cacheControl: string | undefined;
}

export interface TestS3Server {
  url: string;
  bucket: string;
  objects: Map<string, StoredObject>;
  /** Every write that arrived, with the status it got. */
  writes: Array<{ method: string; key: string; status: number }>;
  close(): Promise<void>;
}

export interface TestS3Options {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
const uriEncode = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function errorXml(code: string, message: string) {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`;
}

/** Returns null when the request is signed correctly, else the S3 error code. */
function verifySignature(req: http.IncomingMessage, body: Buffer, options: TestS3Options): string | null {
  const authorization = req.headers.authorization ?? '';
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      authorization,
    );
  if (!match) return 'AccessDenied';
  const [, accessKeyId, day, region, signedHeaders, signature] = match as unknown as string[];
  if (accessKeyId !== options.accessKeyId) return 'InvalidAccessKeyId';
  if (region !== options.region) return 'AuthorizationHeaderMalformed';
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  if (!amzDate.startsWith(day!)) return 'AuthorizationHeaderMalformed';
  const when = Date.parse(
    `${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`,
  );
  if (!Number.isFinite(when) || Math.abs(Date.now() - when) > 15 * 60 * 1000) return 'RequestTimeTooSkewed';
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) return 'XAmzContentSHA256Mismatch';
  const names = signedHeaders!.split(';');
  // The host, the date and the payload hash must be covered, or a replay could change them.
  for (const required of ['host', 'x-amz-date', 'x-amz-content-sha256']) {
    if (!names.includes(required)) return 'AccessDenied';
  }
  if (req.headers['content-type'] && !names.includes('content-type')) return 'AccessDenied';
  const [rawPath, rawQuery = ''] = (req.url ?? '/').split('?') as [string, string?];
  const query = new URLSearchParams(rawQuery);
  const canonicalQuery = [...query]
    .map(([k, v]) => `${uriEncode(k)}=${uriEncode(v)}`)
    .sort()
    .join('&');
  const canonicalHeaders = names
    .map(
      (name) =>
        `${name}:${String(req.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonicalRequest = [
    req.method,
    rawPath,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    payloadHash,
  ].join('\n');
  const stringToSign = [
    'AWS4-HMAC-SHA256',
    amzDate,
    `${day}/${region}/s3/aws4_request`,
    sha256(canonicalRequest),
  ].join('\n');
  let key = hmac(`AWS4${options.secretAccessKey}`, day!);
  for (const part of [region!, 's3', 'aws4_request']) key = hmac(key, part);
  const expected = createHmac('sha256', key).update(stringToSign).digest();
  return timingSafeEqual(expected, Buffer.from(signature!, 'hex')) ? null : 'SignatureDoesNotMatch';
}

export async function startTestS3Server(options: TestS3Options): Promise<TestS3Server> {
  const objects = new Map<string, StoredObject>();
  const writes: TestS3Server['writes'] = [];
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const path = decodeURIComponent((req.url ?? '/').split('?')[0]!);
    const prefix = `/${options.bucket}/`;
    const reply = (status: number, code?: string) => {
      res.writeHead(status, code ? { 'content-type': 'application/xml' } : {});
      res.end(code ? errorXml(code, code) : undefined);
    };
    if (!path.startsWith(prefix) || path.length === prefix.length) return reply(404, 'NoSuchBucket');
    const key = path.slice(prefix.length);
    if (req.method === 'GET' || req.method === 'HEAD') {
      const object = objects.get(key);
      if (!object) return reply(404, 'NoSuchKey');
      res.writeHead(200, {
        'content-type': object.contentType ?? 'binary/octet-stream',
        'content-length': object.body.length,
        ...(object.cacheControl ? { 'cache-control': object.cacheControl } : {}),
      });
      return res.end(req.method === 'GET' ? object.body : undefined);
    }
    if (req.method !== 'PUT' && req.method !== 'DELETE') return reply(405, 'MethodNotAllowed');
    const problem = verifySignature(req, body, options);
    const status = problem ? 403 : req.method === 'PUT' ? 200 : 204;
    writes.push({ method: req.method, key, status });
    if (problem) return reply(403, problem);
    if (req.method === 'PUT') {
      objects.set(key, {
        body,
        contentType: req.headers['content-type'],
        cacheControl: req.headers['cache-control'],
      });
    } else {
      objects.delete(key);
    }
    return reply(status);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    bucket: options.bucket,
    objects,
    writes,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
