import { AVATAR_LIMITS, errorEnvelopeSchema } from '@app/contracts';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { assertImageSize } from '../../lib/images.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { requireRegisteredUser, requireUser } from '../../plugins/authentication.ts';
import { route } from '../../plugins/route.ts';
import { getUserSettings, loadUserProfile, saveUserSettings, updateUserProfile } from '../auth/index.ts';
import { getAuthorProfile } from './author-profile.ts';
import { removeAvatar, replaceAvatar } from './avatar.ts';
import { assertOwnAccount } from './profile.ts';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  413: errorEnvelopeSchema,
  415: errorEnvelopeSchema,
};

/** Each avatar is decoded and re-encoded at several sizes: a script must not keep the CPU busy. */
const AVATARS_PER_HOUR = { limit: 20, windowSeconds: 60 * 60 };

/**
 * A route's `auth` for `/users/:id/…`: a caller (any signed-in account, or a registered one) whose
 * own account the path names, 403 otherwise; a request for someone else's account is refused before
 * the route's limits count it.
 */
function ownAccount(level: 'user' | 'registered') {
  const signedIn = level === 'user' ? requireUser : requireRegisteredUser;
  return async (request: FastifyRequest): Promise<SessionUser> => {
    const caller = await signedIn(request);
    assertOwnAccount(caller, (request.params as { id: string }).id);
    return caller;
  };
}

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const storage = app.mediaStorage;
  const mediaUrl = (key: string) => storage.publicUrl(key);

  await app.register(multipart, {
    limits: { fileSize: AVATAR_LIMITS.maxBytes, files: 1, fields: 2, parts: 3, fieldSize: 1024 },
  });

  route(
    app,
    'GET /authors/:id',
    {
      tags: ['users'],
      summary:
        "A named author's public profile: member since, sofas and counts of what they published under their name (404 for anonymous accounts)",
      errors: { 404: errorEnvelopeSchema, ...errors },
    },
    async (request) => getAuthorProfile(app.database.readDb, request.params.id, mediaUrl),
  );

  route(
    app,
    'PATCH /users/:id',
    {
      tags: ['users'],
      summary: 'Change one’s name or interface language',
      errors,
      config: { auth: ownAccount('user'), invalidates: ['pages', 'sitemaps'] },
    },
    async (request) => {
      const caller = request.user;
      await updateUserProfile(db, caller.id, request.body);
      return { user: await loadUserProfile(db, caller.id, mediaUrl) };
    },
  );

  route(
    app,
    'GET /users/:id/settings',
    {
      tags: ['users'],
      summary: 'One’s settings',
      errors,
      config: { auth: ownAccount('user') },
    },
    async (request) => {
      const caller = request.user;
      const row = await getUserSettings(db, caller.id);
      return {
        settings: {
          name: row.name ?? '',
          language: row.language,
          mapsLanguage: row.mapsLanguage,
          timezone: row.timezone,
        },
        avatarUrl: row.avatarKey ? mediaUrl(row.avatarKey) : null,
      };
    },
  );

  route(
    app,
    'PUT /users/:id/settings',
    {
      tags: ['users'],
      summary: 'Save one’s settings (display name, language, maps language, time zone)',
      errors,
      config: { auth: ownAccount('registered'), invalidates: ['pages', 'sitemaps'] },
    },
    async (request) => {
      const caller = request.user;
      await saveUserSettings(db, caller.id, request.body);
      return { user: await loadUserProfile(db, caller.id, mediaUrl) };
    },
  );

  route(
    app,
    'PUT /users/:id/avatar',
    {
      tags: ['users'],
      summary: 'Upload an avatar (multipart field "file"; JPG, PNG or WebP; up to 5 MB)',
      errors,
      config: {
        auth: ownAccount('registered'),
        limits: [
          { user: 'avatar:user', rule: AVATARS_PER_HOUR },
          { network: 'avatar', rule: { ...AVATARS_PER_HOUR, limit: 60 } },
        ],
        invalidates: ['pages', 'sitemaps'],
      },
    },
    async (request) => {
      const caller = request.user;
      if (!request.isMultipart()) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the image as multipart/form-data');
      }
      const file = await request.file();
      if (file?.fieldname !== 'file') throw new AppError('BAD_REQUEST', 'The image file is missing');
      let upload: Buffer;
      try {
        upload = await file.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError('PAYLOAD_TOO_LARGE', 'File too large');
        }
        throw error;
      }
      if (file.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', 'File too large');
      assertImageSize(upload.length, AVATAR_LIMITS.maxBytes);
      await replaceAvatar(db, storage, caller.id, upload);
      return { user: await loadUserProfile(db, caller.id, mediaUrl) };
    },
  );

  route(
    app,
    'DELETE /users/:id/avatar',
    {
      tags: ['users'],
      summary: 'Remove one’s avatar',
      errors,
      config: { auth: ownAccount('registered'), invalidates: ['pages', 'sitemaps'] },
    },
    async (request) => {
      const caller = request.user;
      await removeAvatar(db, storage, caller.id);
      return { user: await loadUserProfile(db, caller.id, mediaUrl) };
    },
  );
};
