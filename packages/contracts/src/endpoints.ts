import { z } from 'zod';
import {
  addressPointRequestSchema,
  addressPointResponseSchema,
  cityDistrictsQuerySchema,
  cityDistrictsResponseSchema,
} from './address-entry.ts';
import {
  aiSummaryIdParamsSchema,
  aiSummaryQuerySchema,
  aiSummarySchema,
  aiSummaryVoteBodySchema,
  aiSummaryVoteResultSchema,
} from './ai-summary.ts';
import {
  authResultSchema,
  completeSignUpRequestSchema,
  currentUserResponseSchema,
  googleConfigResponseSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  sessionIdParamsSchema,
  sessionListSchema,
  signInRequestSchema,
  signUpAcceptedSchema,
  signUpRequestSchema,
  signUpStatusRequestSchema,
  signUpStatusSchema,
  verifyEmailRequestSchema,
} from './auth.ts';
import {
  authorCommentSchema,
  authorCommentsQuerySchema,
  authorIdParamsSchema,
  authorProfileSchema,
  authorReviewsQuerySchema,
  myReviewSchema,
  myReviewsQuerySchema,
} from './authors.ts';
import {
  commentIdParamsSchema,
  commentSchema,
  createCommentBodySchema,
  listCommentsQuerySchema,
  updateCommentBodySchema,
} from './comments.ts';
import { feedbackRequestSchema, feedbackResponseSchema } from './feedback.ts';
import {
  createReportBodySchema,
  createReportResultSchema,
  moderationAuthorSchema,
  moderationDecisionBodySchema,
  moderationItemSchema,
  moderationLogEntrySchema,
  moderationLogQuerySchema,
  moderationQueueItemSchema,
  moderationQueueQuerySchema,
  moderationTargetParamsSchema,
  moderationUserSchema,
  moderationUsersQuerySchema,
  revealAuthorBodySchema,
  setBanBodySchema,
  setRoleBodySchema,
} from './moderation.ts';
import { pageViewBodySchema } from './page-views.ts';
import { localeQueryObjectSchema, pageSchema } from './pagination.ts';
import {
  addressPageQuerySchema,
  addressPageSchema,
  currentPlaceQuerySchema,
  currentPlaceResponseSchema,
  locateRequestSchema,
  locateResponseSchema,
  nearbyPlacesQuerySchema,
  nearbyPlacesResponseSchema,
  placeDetailsRequestSchema,
  placeDetailsResponseSchema,
  placeForReviewAnswerSchema,
  placeForReviewRequestSchema,
  placeSuggestionsQuerySchema,
  placeSuggestionsResponseSchema,
  placesInAreaQuerySchema,
  placesInAreaResponseSchema,
} from './places.ts';
import { exchangeReviewKeyBodySchema, reviewKeyGrantSchema, reviewKeyIssuedSchema } from './review-keys.ts';
import {
  createReviewBodySchema,
  latestReviewsQuerySchema,
  listReviewsQuerySchema,
  nearbyReviewsQuerySchema,
  photoSchema,
  placeStatsSchema,
  reviewIdParamsSchema,
  reviewSchema,
  reviewStatsQuerySchema,
  reviewWithDistanceSchema,
  updateReviewBodySchema,
  voteBodySchema,
  voteResultSchema,
} from './reviews.ts';
import { streetNamesBodySchema, streetNamesParamsSchema } from './street-names.ts';
import {
  translationPreferencesSchema,
  translationsRequestSchema,
  translationsResponseSchema,
} from './translations.ts';
import {
  updateUserRequestSchema,
  userIdParamsSchema,
  userResponseSchema,
  userSettingsResponseSchema,
  userSettingsSchema,
} from './users.ts';
import {
  createWatchBodySchema,
  createWatchResultSchema,
  watchConfirmResultSchema,
  watchIdParamsSchema,
  watchListQuerySchema,
  watchListSchema,
  watchStatusQuerySchema,
  watchStatusSchema,
  watchTokenBodySchema,
  watchTokenQuerySchema,
} from './watches.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The schemas of one endpoint: what its path, query and body accept, and what it answers on success. */
export interface EndpointSchemas {
  /** The success status when it is not 200. */
  status?: 201 | 202 | 204;
  /** A multipart upload: the body is a FormData the server reads itself, without a schema. */
  multipart?: true;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
}

export type Endpoint = EndpointSchemas & { method: HttpMethod; path: string };

type Route<K> = K extends `${infer M extends HttpMethod} ${infer P}` ? { method: M; path: P } : never;

/** Adds each endpoint's method and path (from its name) to its schemas, keeping the literal types. */
function defineEndpoints<const S extends Record<`${HttpMethod} /${string}`, EndpointSchemas>>(
  schemas: S,
): { [K in keyof S]: Route<K> & S[K] } {
  const joined: Record<string, Endpoint> = {};
  for (const [name, schema] of Object.entries<EndpointSchemas>(schemas)) {
    const space = name.indexOf(' ');
    joined[name] = { method: name.slice(0, space) as HttpMethod, path: name.slice(space + 1), ...schema };
  }
  return joined as unknown as { [K in keyof S]: Route<K> & S[K] };
}

export const passwordResetAcceptedSchema = z.object({ accepted: z.literal(true) });
export const moderationUsersSchema = z.object({ items: z.array(moderationUserSchema) });

/**
 * Every endpoint the web calls, named by its method and path, with the schemas of its params,
 * query, body and success answer. The server registers its routes from these
 * (apps/server/src/lib/endpoint-schema.ts); the web calls them by name through one client
 * (apps/web/app/shared/lib/api-client.ts), typed by them. The name is all the client needs at run time: it
 * imports only types from here, so no zod reaches the browser.
 */
export const endpoints = /* @__PURE__ */ defineEndpoints({
  'GET /reviews': { query: listReviewsQuerySchema, response: pageSchema(reviewSchema) },
  'GET /reviews/stats': { query: reviewStatsQuerySchema, response: placeStatsSchema },
  'GET /reviews/latest': { query: latestReviewsQuerySchema, response: pageSchema(reviewSchema) },
  'GET /reviews/nearby': { query: nearbyReviewsQuerySchema, response: pageSchema(reviewWithDistanceSchema) },
  'GET /authors/:id/reviews': {
    params: authorIdParamsSchema,
    query: authorReviewsQuerySchema,
    response: pageSchema(reviewSchema),
  },
  'GET /reviews/my': { query: myReviewsQuerySchema, response: pageSchema(myReviewSchema) },
  'GET /reviews/:id': {
    params: reviewIdParamsSchema,
    query: localeQueryObjectSchema,
    response: reviewSchema,
  },
  'POST /reviews': {
    status: 201,
    query: localeQueryObjectSchema,
    body: createReviewBodySchema,
    response: reviewSchema,
  },
  'PATCH /reviews/:id': {
    params: reviewIdParamsSchema,
    query: localeQueryObjectSchema,
    body: updateReviewBodySchema,
    response: reviewSchema,
  },
  'DELETE /reviews/:id': { status: 204, params: reviewIdParamsSchema, response: z.undefined() },
  // Issue 30: the management key of one review (its author, or a browser holding a grant for it).
  'POST /reviews/:id/key': { status: 201, params: reviewIdParamsSchema, response: reviewKeyIssuedSchema },
  'DELETE /reviews/:id/key': { status: 204, params: reviewIdParamsSchema, response: z.undefined() },
  'POST /review-keys/exchange': { body: exchangeReviewKeyBodySchema, response: reviewKeyGrantSchema },
  // A photo for an edit of the review, uploaded as its author (so by a grant's browser too), unattached.
  'POST /reviews/:id/photos': {
    status: 201,
    params: reviewIdParamsSchema,
    multipart: true,
    response: photoSchema,
  },
  'PUT /reviews/:id/vote': { params: reviewIdParamsSchema, body: voteBodySchema, response: voteResultSchema },
  'DELETE /reviews/:id/vote': { params: reviewIdParamsSchema, response: voteResultSchema },

  'GET /comments': { query: listCommentsQuerySchema, response: pageSchema(commentSchema) },
  'GET /authors/:id/comments': {
    params: authorIdParamsSchema,
    query: authorCommentsQuerySchema,
    response: pageSchema(authorCommentSchema),
  },
  'GET /comments/:id': { params: commentIdParamsSchema, response: commentSchema },
  'POST /comments': { status: 201, body: createCommentBodySchema, response: commentSchema },
  'PATCH /comments/:id': {
    params: commentIdParamsSchema,
    body: updateCommentBodySchema,
    response: commentSchema,
  },
  'DELETE /comments/:id': { status: 204, params: commentIdParamsSchema, response: z.undefined() },
  'PUT /comments/:id/vote': {
    params: commentIdParamsSchema,
    body: voteBodySchema,
    response: voteResultSchema,
  },
  'DELETE /comments/:id/vote': { params: commentIdParamsSchema, response: voteResultSchema },

  // E-mail sign-up answers 202 whether or not the address has an account (decision 013); a Google
  // sign-up answers 201 with a session.
  'POST /auth/sign-up': {
    status: 202,
    body: signUpRequestSchema,
    response: z.union([signUpAcceptedSchema, authResultSchema]),
  },
  'POST /auth/sign-up/status': { body: signUpStatusRequestSchema, response: signUpStatusSchema },
  'POST /auth/sign-up/complete': { body: completeSignUpRequestSchema, response: authResultSchema },
  'POST /auth/sign-in': { body: signInRequestSchema, response: authResultSchema },
  'POST /auth/anonymous/sign-in': { response: authResultSchema },
  'GET /auth/current': { response: currentUserResponseSchema },
  'POST /auth/sign-out': { status: 204, response: z.null() },
  'GET /auth/sessions': { response: sessionListSchema },
  'DELETE /auth/sessions/:id': { status: 204, params: sessionIdParamsSchema, response: z.null() },
  'POST /auth/sessions/sign-out-others': { status: 204, response: z.null() },
  'POST /auth/sign-out-everywhere': { status: 204, response: z.null() },
  'POST /auth/email/verify': { status: 204, body: verifyEmailRequestSchema, response: z.null() },
  'POST /auth/email/verify/resend': { status: 204, response: z.null() },
  'POST /auth/email/password-reset/request': {
    status: 202,
    body: passwordResetRequestSchema,
    response: passwordResetAcceptedSchema,
  },
  'POST /auth/email/password-reset': { body: passwordResetSchema, response: authResultSchema },
  'GET /auth/google/config': { response: googleConfigResponseSchema },

  'GET /authors/:id': { params: authorIdParamsSchema, response: authorProfileSchema },
  'PATCH /users/:id': {
    params: userIdParamsSchema,
    body: updateUserRequestSchema,
    response: userResponseSchema,
  },
  'GET /users/:id/settings': { params: userIdParamsSchema, response: userSettingsResponseSchema },
  'PUT /users/:id/settings': {
    params: userIdParamsSchema,
    body: userSettingsSchema,
    response: userResponseSchema,
  },
  'PUT /users/:id/avatar': { multipart: true, params: userIdParamsSchema, response: userResponseSchema },
  'DELETE /users/:id/avatar': { params: userIdParamsSchema, response: userResponseSchema },

  'GET /places/suggestions': { query: placeSuggestionsQuerySchema, response: placeSuggestionsResponseSchema },
  'POST /places/details': { body: placeDetailsRequestSchema, response: placeDetailsResponseSchema },
  'POST /places/details/for-reviews': {
    body: placeForReviewRequestSchema,
    response: placeForReviewAnswerSchema,
  },
  'POST /places/address-point': { body: addressPointRequestSchema, response: addressPointResponseSchema },
  'GET /places/districts': { query: cityDistrictsQuerySchema, response: cityDistrictsResponseSchema },
  'GET /places/current': { query: currentPlaceQuerySchema, response: currentPlaceResponseSchema },
  'POST /places/locate': { body: locateRequestSchema, response: locateResponseSchema },
  'GET /places/nearby': { query: nearbyPlacesQuerySchema, response: nearbyPlacesResponseSchema },
  'GET /places/in-area': { query: placesInAreaQuerySchema, response: placesInAreaResponseSchema },
  'GET /places/address': { query: addressPageQuerySchema, response: addressPageSchema },

  'GET /ai-summary': { query: aiSummaryQuerySchema, response: aiSummarySchema },
  'POST /ai-summary/:id/vote': {
    params: aiSummaryIdParamsSchema,
    body: aiSummaryVoteBodySchema,
    response: aiSummaryVoteResultSchema,
  },

  'POST /reports': { status: 201, body: createReportBodySchema, response: createReportResultSchema },
  'GET /moderation/queue': {
    query: moderationQueueQuerySchema,
    response: pageSchema(moderationQueueItemSchema),
  },
  'GET /moderation/items/:targetType/:targetId': {
    params: moderationTargetParamsSchema,
    query: localeQueryObjectSchema,
    response: moderationItemSchema,
  },
  'POST /moderation/items/:targetType/:targetId/decision': {
    params: moderationTargetParamsSchema,
    query: localeQueryObjectSchema,
    body: moderationDecisionBodySchema,
    response: moderationItemSchema,
  },
  'POST /moderation/items/:targetType/:targetId/reveal-author': {
    params: moderationTargetParamsSchema,
    body: revealAuthorBodySchema,
    response: moderationAuthorSchema,
  },
  'POST /moderation/places/:placeId/street-names': {
    params: streetNamesParamsSchema,
    query: localeQueryObjectSchema,
    body: streetNamesBodySchema,
    response: moderationItemSchema,
  },
  'GET /moderation/log': { query: moderationLogQuerySchema, response: pageSchema(moderationLogEntrySchema) },
  'GET /moderation/users': { query: moderationUsersQuerySchema, response: moderationUsersSchema },
  'PUT /moderation/users/:id/role': {
    params: userIdParamsSchema,
    body: setRoleBodySchema,
    response: moderationUserSchema,
  },
  'PUT /moderation/users/:id/ban': {
    params: userIdParamsSchema,
    body: setBanBodySchema,
    response: moderationUserSchema,
  },

  'POST /translations': { body: translationsRequestSchema, response: translationsResponseSchema },
  'GET /translations/preferences': { response: translationPreferencesSchema },
  'PUT /translations/preferences': {
    body: translationPreferencesSchema,
    response: translationPreferencesSchema,
  },
  'POST /photos/upload': { status: 201, multipart: true, response: photoSchema },
  'POST /feedback': { status: 201, body: feedbackRequestSchema, response: feedbackResponseSchema },
  'POST /page-views': { status: 204, body: pageViewBodySchema, response: z.undefined() },

  'POST /watches': { body: createWatchBodySchema, response: createWatchResultSchema },
  'GET /watches': { query: watchListQuerySchema, response: watchListSchema },
  'GET /watches/status': { query: watchStatusQuerySchema, response: watchStatusSchema },
  'DELETE /watches/:id': { status: 204, params: watchIdParamsSchema, response: z.null() },
  'POST /watches/confirm': { body: watchTokenBodySchema, response: watchConfirmResultSchema },
  'POST /watches/unsubscribe': { status: 204, body: watchTokenBodySchema, response: z.null() },
  'POST /watches/unsubscribe/one-click': { status: 204, query: watchTokenQuerySchema, response: z.null() },
});

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

type Schema<N extends EndpointName, K extends keyof EndpointSchemas> =
  Endpoints[N] extends Record<K, infer S extends z.ZodType> ? S : never;

/** What the client sends as path parameters, query and body of endpoint `N` (before the server's defaults). */
export type EndpointParams<N extends EndpointName> = z.input<Schema<N, 'params'>>;
export type EndpointQuery<N extends EndpointName> = z.input<Schema<N, 'query'>>;
export type EndpointBody<N extends EndpointName> = z.input<Schema<N, 'body'>>;
/** The success answer of endpoint `N`, as JSON. */
export type EndpointResponse<N extends EndpointName> = z.output<Schema<N, 'response'>>;
