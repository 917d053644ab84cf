import { createHash, createHmac } from 'node:crypto';

/**
 * AWS Signature Version 4 for S3 requests sent with fetch, so the server needs no SDK for the two
 * calls it makes (PUT and DELETE an object). Only what S3 needs: the payload hash is sent in
 * `x-amz-content-sha256`, and the canonical URI is not normalised (S3 signs the path as sent).
 */
export interface SigningCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service?: string;
}

export interface RequestToSign {
  method: string;
  url: URL;
  /** Headers to send and sign; `host`, `x-amz-date` and `x-amz-content-sha256` are added. */
  headers?: Record<string, string>;
  /** Hex SHA-256 of the body (`sha256Hex(body)`), or 'UNSIGNED-PAYLOAD'. */
  payloadHash: string;
  date?: Date;
}

export const EMPTY_PAYLOAD_HASH = createHash('sha256').update('').digest('hex');

export function sha256Hex(data: string | Uint8Array) {
  return createHash('sha256').update(data).digest('hex');
}

const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it: everything but unreserved characters, '/' kept in paths. */
export function encodeRfc3986(value: string, keepSlash = false) {
  const encoded = encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return keepSlash ? encoded.replace(/%2F/g, '/') : encoded;
}

function canonicalQuery(url: URL) {
  return [...url.searchParams]
    .map(([k, v]) => [encodeRfc3986(k), encodeRfc3986(v)] as const)
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

/** `20130524T000000Z` */
export function amzDate(date: Date) {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Returns every header to send, `authorization` included. The URL's path must already be encoded. */
export function signRequest(credentials: SigningCredentials, request: RequestToSign): Record<string, string> {
  const service = credentials.service ?? 's3';
  const timestamp = amzDate(request.date ?? new Date());
  const day = timestamp.slice(0, 8);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers ?? {})) {
    headers[name.toLowerCase()] = value.trim().replace(/\s+/g, ' ');
  }
  headers.host = request.url.host;
  headers['x-amz-date'] = timestamp;
  headers['x-amz-content-sha256'] = request.payloadHash;
  const names = Object.keys(headers).sort();
  const signedHeaders = names.join(';');
  const canonicalRequest = [
    request.method.toUpperCase(),
    request.url.pathname || '/',
    canonicalQuery(request.url),
    ...names.map((name) => `${name}:${headers[name]}`),
    '',
    signedHeaders,
    request.payloadHash,
  ].join('\n');
  const scope = `${day}/${credentials.region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', timestamp, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), credentials.region), service),
    'aws4_request',
  );
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  const { host: _host, ...sent } = headers;
  return {
    ...sent,
    authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope},SignedHeaders=${signedHeaders},Signature=${signature}`,
  };
}
