import { errorEnvelopeSchema, isLocale, LIMITS, type Locale, REVIEW_KEY_HEADER } from '@app/contracts';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { VOTE_LIMITS } from '../../lib/content-votes.ts';
import { removeFilesAfterCommit } from '../../lib/storage.ts';
import { readUpload } from '../../lib/uploads.ts';
import { requireUser } from '../../plugins/authentication.ts';
import { route } from '../../plugins/route.ts';
import type { RouteLimit } from '../../plugins/route-rules.ts';
import { verifyCaptcha } from '../captcha/index.ts';
import { uploadPhoto } from '../photos/index.ts';
import { getPlaceStats } from '../places/index.ts';
import { networkHash } from '../screening/index.ts';
import { listAuthorReviews, listMyReviews } from './author-reviews.ts';
import { getReview, listLatestReviews, listNearbyReviews, listReviews } from './find-reviews.ts';
import { getPlaceHistory } from './place-history.ts';
import {
  exchangeReviewKey,
  findGrantAuthor,
  issueReviewKey,
  REVIEW_KEY_INVALID_MESSAGE,
  revokeReviewKey,
} from './review-keys.ts';
import { setReviewVote } from './vote-review.ts';
import { createReview, deleteReview, updateReview } from './write-review.ts';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
};
const tags = ['reviews'];
const security = [{ bearerAuth: [] }];

/** Abuse limits for writes (ours): a person never meets them, a script does. */
const REVIEW_LIMITS = {
  createPerUser: { limit: 10, windowSeconds: 60 * 60 },
  createPerIp: { limit: 20, windowSeconds: 60 * 60 },
  editPerUser: { limit: 60, windowSeconds: 60 * 60 },
  /** Opening a management link or typing its code: guesses are limited per network, like sign-in. */
  keyExchangePerNetwork: { limit: 30, windowSeconds: 15 * 60 },
  keyIssuePerReview: { limit: 20, windowSeconds: 60 * 60 },
  photosPerUser: { limit: 60, windowSeconds: 60 * 60 },
};

/** A vote counts against the voter's and the network's limits, as a comment's vote does. */
const VOTE_RULES: readonly RouteLimit[] = [
  { user: 'reviews:vote:user', rule: VOTE_LIMITS.perUser },
  { network: 'reviews:vote', rule: VOTE_LIMITS.perNetwork },
];

export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  // Public lists and stats may read a replica; a single review is read from the primary (the
  // author is sent to it right after publishing).
  const readDb = () => app.database.readDb;
  const mediaUrl = (key: string) => app.mediaStorage.publicUrl(key);
  /**
   * The review's author as a browser holding a grant from its management key acts (issue 30), for
   * this review only; null without the header. A grant that no longer works falls back to the
   * caller's own session, and without one is refused in words the manage page explains.
   */
  const grantAuthor = async (request: FastifyRequest, reviewId: string) => {
    const grant = request.headers[REVIEW_KEY_HEADER];
    if (typeof grant !== 'string' || !/^[A-Za-z0-9_-]{20,200}$/.test(grant)) return null;
    const author = await findGrantAuthor(db(), grant, reviewId);
    if (author || (await request.getUser())) return author;
    throw new AppError('REVIEW_KEY_INVALID', REVIEW_KEY_INVALID_MESSAGE);
  };
  /** Requests whose author came with a grant (`reviewAuthor`). */
  const viaGrant = new WeakSet<FastifyRequest>();
  /**
   * The `auth` of the writes to one review (`:id`): a grant's author, else the signed-in caller
   * (ownership is checked by the write).
   */
  const reviewAuthor = async (request: FastifyRequest) => {
    const author = await grantAuthor(request, (request.params as { id: string }).id);
    if (author?.isBanned) throw new AppError('ACCOUNT_SUSPENDED', 'Account suspended');
    if (author) viaGrant.add(request);
    return author ?? (await requireUser(request));
  };
  const viewer = async (request: FastifyRequest, lang: Locale, reviewId?: string) => ({
    lang,
    viewerId:
      (reviewId ? (await grantAuthor(request, reviewId).catch(() => null))?.id : undefined) ??
      (await request.getUser())?.id ??
      null,
    mediaUrl,
  });

  route(
    app,
    'GET /reviews',
    {
      tags,
      summary: 'Reviews of a place and of the places inside it',
      errors,
      config: { publicAnswer: true },
    },
    async (request) =>
      listReviews(readDb(), { ...request.query, ...(await viewer(request, request.query.lang)) }),
  );

  route(
    app,
    'GET /reviews/stats',
    {
      tags,
      summary: "A place's aggregate ratings, each beside its district's or city's",
      errors,
      // The same for every caller (no votes, no isOwn): a place page's scores, asked with its list.
      config: { publicAnswer: true },
    },
    async (request) => {
      const stats = await getPlaceStats(readDb(), request.query.placeId, request.query.lang, getPlaceHistory);
      if (!stats) throw new AppError('PLACE_NOT_FOUND', 'Place not found');
      return stats;
    },
  );

  route(
    app,
    'GET /reviews/latest',
    {
      tags,
      summary: 'The newest reviews',
      errors,
      config: { publicAnswer: true },
    },
    async (request) =>
      listLatestReviews(readDb(), { ...request.query, ...(await viewer(request, request.query.lang)) }),
  );

  route(
    app,
    'GET /reviews/nearby',
    {
      tags,
      summary: 'Reviews within a radius, nearest first, with distances in metres',
      errors,
      config: { publicAnswer: true },
    },
    async (request) =>
      listNearbyReviews(readDb(), { ...request.query, ...(await viewer(request, request.query.lang)) }),
  );

  route(
    app,
    'GET /authors/:id/reviews',
    {
      tags,
      summary:
        "A named author's published reviews, newest first; never one published without the name (404 for anonymous accounts)",
      errors,
    },
    async (request) =>
      listAuthorReviews(readDb(), request.params.id, {
        ...request.query,
        ...(await viewer(request, request.query.lang)),
      }),
  );

  route(
    app,
    'GET /reviews/my',
    {
      tags,
      security,
      summary:
        "The caller's own reviews (anonymous accounts too), every status, newest first; hidden ones with the moderator's reason",
      errors,
      config: { auth: 'user' },
    },
    // From the primary: the author comes here right after writing or editing.
    async (request) => listMyReviews(db(), request.user.id, { ...request.query, mediaUrl }),
  );

  route(
    app,
    'GET /reviews/:id',
    {
      tags,
      summary: 'One review',
      errors,
      // For a reader without a session a review is the same for everyone (no vote of theirs, not
      // theirs); a caller with a session (its author too, even an anonymous account) is answered
      // afresh from the primary.
      config: { publicAnswer: true },
    },
    async (request) =>
      getReview(db(), request.params.id, await viewer(request, request.query.lang, request.params.id)),
  );

  route(
    app,
    'POST /reviews',
    {
      tags,
      security,
      summary:
        'Publish a review (anonymous accounts too); needs a solved captcha. A retry with the same Idempotency-Key answers the first result',
      errors,
      config: {
        auth: 'user',
        idempotent: true,
        limits: [
          { user: 'reviews:create:user', rule: REVIEW_LIMITS.createPerUser },
          { network: 'reviews:create', rule: REVIEW_LIMITS.createPerIp },
        ],
        invalidates: ['pages', 'sitemaps'],
      },
    },
    async (request, reply) => {
      const author = request.user;
      const { placeId, captcha, agreedToTerms: _agreed, language, ...fields } = request.body;
      if (!(await verifyCaptcha(db(), app.config.captcha, captcha, request.ip))) {
        throw new AppError('VALIDATION_FAILED', 'Captcha verification is required', {
          details: [
            { field: 'captcha', message: 'Captcha verification is required', code: 'CAPTCHA_REQUIRED' },
          ],
        });
      }
      const headerLanguage = request.headers['accept-language']?.slice(0, 2);
      const id = await createReview(db(), {
        author,
        placeId,
        language: language ?? (isLocale(headerLanguage) ? headerLanguage : request.query.lang),
        fields,
        networkHash: networkHash(request.ip, app.config.privacyHashSecret),
      });
      reply.code(201);
      return getReview(db(), id, { lang: request.query.lang, viewerId: author.id, mediaUrl });
    },
  );

  route(
    app,
    'PATCH /reviews/:id',
    {
      tags,
      security,
      summary: "Edit one's own review",
      errors,
      config: {
        auth: reviewAuthor,
        limits: [{ user: 'reviews:edit:user', rule: REVIEW_LIMITS.editPerUser }],
        invalidates: ['pages', 'sitemaps'],
      },
    },
    async (request) => {
      const author = request.user;
      await updateReview(db(), {
        author,
        id: request.params.id,
        fields: request.body,
        networkHash: networkHash(request.ip, app.config.privacyHashSecret),
      });
      return getReview(db(), request.params.id, { lang: request.query.lang, viewerId: author.id, mediaUrl });
    },
  );

  route(
    app,
    'DELETE /reviews/:id',
    {
      tags,
      security,
      summary: "Delete one's own review, permanently",
      errors,
      config: {
        auth: reviewAuthor,
        limits: [{ user: 'reviews:edit:user', rule: REVIEW_LIMITS.editPerUser }],
        invalidates: ['pages', 'sitemaps'],
      },
    },
    async (request, reply) => {
      const files = await deleteReview(db(), { author: request.user, id: request.params.id });
      await removeFilesAfterCommit(app.mediaStorage, files, request.log);
      return reply.code(204).send();
    },
  );

  await app.register(multipart);
  route(
    app,
    'POST /reviews/:id/photos',
    {
      tags,
      security,
      summary: `Upload a photo for an edit of one's own review (multipart: file), as its author: also from a browser holding a grant for it. Left unattached until PATCH /reviews/:id lists it. JPG, PNG or WebP up to ${LIMITS.photoMaxBytes / 1024 / 1024} MB`,
      errors: { ...errors, 429: errorEnvelopeSchema },
      // As POST /photos/upload: a retried upload with the same key answers the first photo.
      config: {
        auth: reviewAuthor,
        idempotent: true,
        limits: [{ user: 'photos:user', rule: REVIEW_LIMITS.photosPerUser }],
        invalidates: ['pages', 'sitemaps'],
      },
      bodyLimit: LIMITS.photoMaxBytes + 64 * 1024,
    },
    async (request, reply) => {
      const { file } = await readUpload(request, { maxBytes: LIMITS.photoMaxBytes });
      const photo = await uploadPhoto(db(), app.mediaStorage, {
        ownerId: request.user.id,
        file,
        editingReviewId: request.params.id,
      });
      return reply.code(201).send(photo);
    },
  );

  route(
    app,
    'POST /reviews/:id/key',
    {
      tags,
      security,
      summary:
        'Issue (or re-issue) the management link and code of a review written without an account; the earlier ones, and every grant made from them, stop working. Shown once: only hashes are kept',
      errors: { ...errors, 429: errorEnvelopeSchema },
      config: {
        auth: reviewAuthor,
        // Counted per review, whoever asks.
        limits: [{ key: ({ params }) => `reviews:key:${params.id}`, rule: REVIEW_LIMITS.keyIssuePerReview }],
        invalidates: ['pages', 'sitemaps'],
      },
    },
    async (request, reply) => {
      const issued = await issueReviewKey(db(), {
        reviewId: request.params.id,
        actor: request.user,
        viaGrant: viaGrant.has(request),
      });
      // The answer holds secrets: no cache, nowhere.
      reply.header('cache-control', 'no-store');
      return reply.code(201).send(issued);
    },
  );

  route(
    app,
    'DELETE /reviews/:id/key',
    {
      tags,
      security,
      summary: "Revoke a review's management link and code, and every browser's grant from them",
      errors,
      config: { auth: reviewAuthor, invalidates: ['pages', 'sitemaps'] },
    },
    async (request, reply) => {
      await revokeReviewKey(db(), { reviewId: request.params.id, actor: request.user });
      return reply.code(204).send();
    },
  );

  route(
    app,
    'POST /review-keys/exchange',
    {
      tags,
      summary:
        "Open a review's management link (its secret) or typed code: answers a grant that this browser sends as X-Review-Key for that review only",
      errors: { ...errors, 429: errorEnvelopeSchema },
      config: {
        auth: 'none',
        limits: [{ network: 'review-key', rule: REVIEW_LIMITS.keyExchangePerNetwork }],
        invalidates: [],
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return exchangeReviewKey(db(), request.body.key);
    },
  );

  route(
    app,
    'PUT /reviews/:id/vote',
    {
      tags,
      security,
      summary: 'Like or dislike a review (registered accounts; not your own)',
      errors,
      // A vote is a PUT and sets a state, but a retried one answers its first result too.
      config: { auth: 'verified', idempotent: true, limits: VOTE_RULES, invalidates: ['pages'] },
    },
    async (request) => {
      return setReviewVote(db(), {
        voter: request.user,
        reviewId: request.params.id,
        value: request.body.value,
        networkHash: networkHash(request.ip, app.config.privacyHashSecret),
      });
    },
  );

  route(
    app,
    'DELETE /reviews/:id/vote',
    {
      tags,
      security,
      summary: 'Remove your vote',
      errors,
      // A vote is a PUT and sets a state, but a retried one answers its first result too.
      config: { auth: 'verified', idempotent: true, limits: VOTE_RULES, invalidates: ['pages'] },
    },
    async (request) => setReviewVote(db(), { voter: request.user, reviewId: request.params.id, value: null }),
  );
};
