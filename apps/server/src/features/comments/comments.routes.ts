import { AUTH_MESSAGES, errorEnvelopeSchema, LIMITS } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { VOTE_LIMITS } from '../../lib/content-votes.ts';
import { removeFilesAfterCommit } from '../../lib/storage.ts';
import { route } from '../../plugins/route.ts';
import type { RouteLimit } from '../../plugins/route-rules.ts';
import { verifyCaptcha } from '../captcha/index.ts';
import { getComment, listAuthorComments, listComments } from './find-comments.ts';
import { setCommentVote } from './vote-comment.ts';
import { countRecentComments, createComment, deleteComment, updateComment } from './write-comment.ts';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
};
const tags = ['comments'];
const security = [{ bearerAuth: [] }];

/**
 * Abuse limits (ours): a person in a lively thread never meets them, a script does. An account
 * without e-mail costs nothing to make, so its own limit is low and the network's holds them all;
 * past its first few comments of a day each one needs a solved captcha.
 */
export const COMMENT_LIMITS = {
  createPerUser: { limit: 30, windowSeconds: 60 * 60 },
  createPerAnonymousUser: { limit: 10, windowSeconds: 60 * 60 },
  createPerIp: { limit: 30, windowSeconds: 60 * 60 },
  editPerUser: { limit: 60, windowSeconds: 60 * 60 },
};

/** A vote counts against the voter's and the network's limits, as a review's vote does. */
const VOTE_RULES: readonly RouteLimit[] = [
  { user: 'comments:vote:user', rule: VOTE_LIMITS.perUser },
  { network: 'comments:vote', rule: VOTE_LIMITS.perNetwork },
];

export const commentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const mediaUrl = (key: string) => app.mediaStorage.publicUrl(key);

  route(
    app,
    'GET /comments',
    {
      tags,
      summary: "A review's comments, oldest or newest first",
      errors,
      config: { publicAnswer: true },
    },
    async (request) =>
      listComments(db(), { ...request.query, viewerId: (await request.getUser())?.id ?? null, mediaUrl }),
  );

  route(
    app,
    'GET /authors/:id/comments',
    {
      tags,
      summary:
        "A named author's published comments, newest first, with the reviewed place (404 for anonymous accounts)",
      errors,
    },
    async (request) =>
      listAuthorComments(app.database.readDb, request.params.id, {
        ...request.query,
        viewerId: (await request.getUser())?.id ?? null,
        mediaUrl,
      }),
  );

  route(
    app,
    'GET /comments/:id',
    {
      tags,
      summary: 'One comment',
      errors,
    },
    async (request) =>
      getComment(db(), request.params.id, { viewerId: (await request.getUser())?.id ?? null, mediaUrl }),
  );

  route(
    app,
    'POST /comments',
    {
      tags,
      security,
      summary: 'Comment on a review (anonymous accounts too; only registered ones earn sofas)',
      errors,
      config: {
        auth: 'user',
        idempotent: true,
        limits: [
          {
            user: 'comments:create:user',
            rule: (author) =>
              author.isAnonymous ? COMMENT_LIMITS.createPerAnonymousUser : COMMENT_LIMITS.createPerUser,
          },
          { network: 'comments:create', rule: COMMENT_LIMITS.createPerIp },
        ],
        invalidates: ['pages'],
      },
    },
    async (request, reply) => {
      const author = request.user;
      const { captcha, ...body } = request.body;
      if (
        author.isAnonymous &&
        (await countRecentComments(db(), author.id, 24)) >= LIMITS.anonymousCommentsWithoutCaptcha &&
        !(captcha && (await verifyCaptcha(db(), app.config.captcha, captcha, request.ip)))
      ) {
        throw new AppError('CAPTCHA_REQUIRED', AUTH_MESSAGES.captchaRequired, {
          details: [{ field: 'captcha', message: AUTH_MESSAGES.captchaRequired, code: 'CAPTCHA_REQUIRED' }],
        });
      }
      const id = await createComment(db(), { author, ...body });
      reply.code(201);
      return getComment(db(), id, { viewerId: author.id, mediaUrl });
    },
  );

  route(
    app,
    'PATCH /comments/:id',
    {
      tags,
      security,
      summary: "Edit one's own comment",
      errors,
      config: {
        auth: 'user',
        limits: [{ user: 'comments:edit:user', rule: COMMENT_LIMITS.editPerUser }],
        invalidates: ['pages'],
      },
    },
    async (request) => {
      const author = request.user;
      await updateComment(db(), { author, id: request.params.id, ...request.body });
      return getComment(db(), request.params.id, { viewerId: author.id, mediaUrl });
    },
  );

  route(
    app,
    'DELETE /comments/:id',
    {
      tags,
      security,
      summary: "Delete one's own comment, permanently",
      errors,
      config: {
        auth: 'user',
        limits: [{ user: 'comments:edit:user', rule: COMMENT_LIMITS.editPerUser }],
        invalidates: ['pages'],
      },
    },
    async (request, reply) => {
      const author = request.user;
      const files = await deleteComment(db(), { author, id: request.params.id });
      await removeFilesAfterCommit(app.mediaStorage, files, request.log);
      return reply.code(204).send();
    },
  );

  route(
    app,
    'PUT /comments/:id/vote',
    {
      tags,
      security,
      summary: 'Like or dislike a comment (registered accounts; not your own)',
      errors,
      // A vote is a PUT and sets a state, but a retried one answers its first result too.
      config: { auth: 'verified', idempotent: true, limits: VOTE_RULES, invalidates: ['pages'] },
    },
    async (request) =>
      setCommentVote(db(), { voter: request.user, commentId: request.params.id, value: request.body.value }),
  );

  route(
    app,
    'DELETE /comments/:id/vote',
    {
      tags,
      security,
      summary: 'Remove your vote on a comment',
      errors,
      // A vote is a PUT and sets a state, but a retried one answers its first result too.
      config: { auth: 'verified', idempotent: true, limits: VOTE_RULES, invalidates: ['pages'] },
    },
    async (request) =>
      setCommentVote(db(), { voter: request.user, commentId: request.params.id, value: null }),
  );
};
