import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import { assertImageSize } from './images.ts';

export interface Upload {
  file: Buffer;
  fields: Record<string, string>;
}

/**
 * Reads a multipart upload: one part named "file" and small text fields, in any order, replaced old
 * ids exchanged for new ones. An oversized file is the spec's 'File too large' (413), whatever
 * stage notices it.
 */
export async function readUpload(request: FastifyRequest, options: { maxBytes: number }): Promise<Upload> {
  if (!request.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the image as multipart/form-data');
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts({
      limits: { fileSize: options.maxBytes, files: 1, fields: 5, fieldSize: 200 },
    })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          await part.toBuffer();
          continue;
        }
        file = await part.toBuffer();
        if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', 'File too large');
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', 'File too large');
    if (code?.startsWith('FST_')) throw new AppError('BAD_REQUEST', (error as Error).message);
    throw error;
  }
  if (!file) throw new AppError('BAD_REQUEST', 'The image file is missing');
  assertImageSize(file.length, options.maxBytes);
  // An old (v7) id in a field (a page opened before migration 0025) is taken as its new one, as in
  // a JSON body (plugins/legacy-ids.ts): every upload route sees new ids only.
  await request.exchangeLegacyIds(fields);
  return { file, fields };
}
