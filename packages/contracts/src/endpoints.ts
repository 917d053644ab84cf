import { z } from 'zod';
import {
  addressPointRequestSchema,
  addressPointResponseSchema,
  buildingMatchRequestSchema,
  buildingMatchResponseSchema,
} from './address-entry.ts';
import {
  aiSummaryIdParamsSchema,
  aiSummaryQuerySchema,
  aiSummarySchema,
  aiSummaryVoteBodySchema,
  aiSummaryVoteResultSchema,
} from './ai-summary.ts';
import { type ApiRoute, type ApiRoutes, apiRoutes, type EndpointName } from './api-routes.ts';
import {
  authResultSchema,
  currentUserResponseSchema,
  googleConfigResponseSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  sessionIdParamsSchema,
  sessionListSchema,
  signInRequestSchema,
  signUpRequestSchema,
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
  moderationDecisionBodySchema,
  moderationItemSchema,
  moderationLogEntrySchema,
  moderationLogQuerySchema,
  moderationQueueItemSchema,
  moderationQueueQuerySchema,
  moderationTargetParamsSchema,
  moderationUserSchema,
  moderationUsersQuerySchema,
  setBanBodySchema,
  setRoleBodySchema,
} from './moderation.ts';
import { pageViewBodySchema } from './page-views.ts';
import { localeQueryObjectSchema, pageSchema } from './pagination.ts';
import {
  currentPlaceQuerySchema,
  currentPlaceResponseSchema,
  locateRequestSchema,
  locateResponseSchema,
  nearbyPlacesQuerySchema,
  nearbyPlacesResponseSchema,
  placeDetailsRequestSchema,
  placeDetailsResponseSchema,
  placeForReviewRequestSchema,
  placeForReviewResponseSchema,
  placeSuggestionsQuerySchema,
  placeSuggestionsResponseSchema,
  placesInAreaQuerySchema,
  placesInAreaResponseSchema,
} from './places.ts';
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

/** The schemas of one endpoint: what its path, query and body accept, and what it answers on success. */
export interface EndpointSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
}

export type Endpoint = ApiRoute & EndpointSchemas;

/** Joins each route of `apiRoutes` with its schemas, keeping the literal types of both. */
function defineEndpoints<const S extends { [N in EndpointName]: EndpointSchemas }>(
  schemas: S,
): { [N in EndpointName]: ApiRoutes[N] & S[N] } {
  const joined: Record<string, Endpoint> = {};
  for (const name of Object.keys(apiRoutes) as EndpointName[])
    joined[name] = { ...apiRoutes[name], ...schemas[name] };
  return joined as { [N in EndpointName]: ApiRoutes[N] & S[N] };
}

export const passwordResetAcceptedSchema = z.object({ accepted: z.literal(true) });
export const moderationUsersSchema = z.object({ items: z.array(moderationUserSchema) });

/**
 * Every endpoint the web calls: method, path, and the schemas of its params, query, body and
 * success answer. The server registers its routes from these (apps/server/src/lib/endpoint-route.ts);
 * the web calls them through one client (apps/web/app/lib/api-client.ts), typed by them.
 */
export const endpoints = /* @__PURE__ */ defineEndpoints({
  listReviews: { query: listReviewsQuerySchema, response: pageSchema(reviewSchema) },
  getReviewStats: { query: reviewStatsQuerySchema, response: placeStatsSchema },
  listLatestReviews: { query: latestReviewsQuerySchema, response: pageSchema(reviewSchema) },
  listNearbyReviews: { query: nearbyReviewsQuerySchema, response: pageSchema(reviewWithDistanceSchema) },
  listAuthorReviews: {
    params: authorIdParamsSchema,
    query: authorReviewsQuerySchema,
    response: pageSchema(reviewSchema),
  },
  listMyReviews: { query: myReviewsQuerySchema, response: pageSchema(myReviewSchema) },
  getReview: { params: reviewIdParamsSchema, query: localeQueryObjectSchema, response: reviewSchema },
  createReview: { query: localeQueryObjectSchema, body: createReviewBodySchema, response: reviewSchema },
  updateReview: {
    params: reviewIdParamsSchema,
    query: localeQueryObjectSchema,
    body: updateReviewBodySchema,
    response: reviewSchema,
  },
  deleteReview: { params: reviewIdParamsSchema, response: z.undefined() },
  voteReview: { params: reviewIdParamsSchema, body: voteBodySchema, response: voteResultSchema },
  unvoteReview: { params: reviewIdParamsSchema, response: voteResultSchema },

  listComments: { query: listCommentsQuerySchema, response: pageSchema(commentSchema) },
  listAuthorComments: {
    params: authorIdParamsSchema,
    query: authorCommentsQuerySchema,
    response: pageSchema(authorCommentSchema),
  },
  getComment: { params: commentIdParamsSchema, response: commentSchema },
  createComment: { body: createCommentBodySchema, response: commentSchema },
  updateComment: { params: commentIdParamsSchema, body: updateCommentBodySchema, response: commentSchema },
  deleteComment: { params: commentIdParamsSchema, response: z.undefined() },
  voteComment: { params: commentIdParamsSchema, body: voteBodySchema, response: voteResultSchema },
  unvoteComment: { params: commentIdParamsSchema, response: voteResultSchema },

  signUp: { body: signUpRequestSchema, response: authResultSchema },
  signIn: { body: signInRequestSchema, response: authResultSchema },
  signInAnonymously: { response: authResultSchema },
  getCurrentUser: { response: currentUserResponseSchema },
  signOut: { response: z.null() },
  listSessions: { response: sessionListSchema },
  revokeSession: { params: sessionIdParamsSchema, response: z.null() },
  signOutOtherSessions: { response: z.null() },
  signOutEverywhere: { response: z.null() },
  verifyEmail: { body: verifyEmailRequestSchema, response: z.null() },
  resendVerificationEmail: { response: z.null() },
  requestPasswordReset: { body: passwordResetRequestSchema, response: passwordResetAcceptedSchema },
  resetPassword: { body: passwordResetSchema, response: authResultSchema },
  getGoogleConfig: { response: googleConfigResponseSchema },

  getAuthor: { params: authorIdParamsSchema, response: authorProfileSchema },
  updateUser: { params: userIdParamsSchema, body: updateUserRequestSchema, response: userResponseSchema },
  getUserSettings: { params: userIdParamsSchema, response: userSettingsResponseSchema },
  setUserSettings: { params: userIdParamsSchema, body: userSettingsSchema, response: userResponseSchema },
  setAvatar: { params: userIdParamsSchema, response: userResponseSchema },
  deleteAvatar: { params: userIdParamsSchema, response: userResponseSchema },

  suggestPlaces: { query: placeSuggestionsQuerySchema, response: placeSuggestionsResponseSchema },
  getPlaceDetails: { body: placeDetailsRequestSchema, response: placeDetailsResponseSchema },
  getPlaceForReview: { body: placeForReviewRequestSchema, response: placeForReviewResponseSchema },
  matchBuilding: { body: buildingMatchRequestSchema, response: buildingMatchResponseSchema },
  getAddressPoint: { body: addressPointRequestSchema, response: addressPointResponseSchema },
  getCurrentPlace: { query: currentPlaceQuerySchema, response: currentPlaceResponseSchema },
  locatePoint: { body: locateRequestSchema, response: locateResponseSchema },
  listNearbyPlaces: { query: nearbyPlacesQuerySchema, response: nearbyPlacesResponseSchema },
  listPlacesInArea: { query: placesInAreaQuerySchema, response: placesInAreaResponseSchema },

  getAiSummary: { query: aiSummaryQuerySchema, response: aiSummarySchema },
  voteAiSummary: {
    params: aiSummaryIdParamsSchema,
    body: aiSummaryVoteBodySchema,
    response: aiSummaryVoteResultSchema,
  },

  createReport: { body: createReportBodySchema, response: createReportResultSchema },
  listModerationQueue: { query: moderationQueueQuerySchema, response: pageSchema(moderationQueueItemSchema) },
  getModerationItem: {
    params: moderationTargetParamsSchema,
    query: localeQueryObjectSchema,
    response: moderationItemSchema,
  },
  decideModerationItem: {
    params: moderationTargetParamsSchema,
    query: localeQueryObjectSchema,
    body: moderationDecisionBodySchema,
    response: moderationItemSchema,
  },
  listModerationLog: { query: moderationLogQuerySchema, response: pageSchema(moderationLogEntrySchema) },
  listModerationUsers: { query: moderationUsersQuerySchema, response: moderationUsersSchema },
  setUserRole: { params: userIdParamsSchema, body: setRoleBodySchema, response: moderationUserSchema },
  setUserBan: { params: userIdParamsSchema, body: setBanBodySchema, response: moderationUserSchema },

  translate: { body: translationsRequestSchema, response: translationsResponseSchema },
  getTranslationPreferences: { response: translationPreferencesSchema },
  setTranslationPreferences: { body: translationPreferencesSchema, response: translationPreferencesSchema },
  uploadPhoto: { response: photoSchema },
  createFeedback: { body: feedbackRequestSchema, response: feedbackResponseSchema },
  recordPageView: { body: pageViewBodySchema, response: z.undefined() },
});

export type Endpoints = typeof endpoints;

type Schema<N extends EndpointName, K extends keyof EndpointSchemas> =
  Endpoints[N] extends Record<K, infer S extends z.ZodType> ? S : never;

/** What the client sends as path parameters, query and body of endpoint `N` (before the server's defaults). */
export type EndpointParams<N extends EndpointName> = z.input<Schema<N, 'params'>>;
export type EndpointQuery<N extends EndpointName> = z.input<Schema<N, 'query'>>;
export type EndpointBody<N extends EndpointName> = z.input<Schema<N, 'body'>>;
/** The success answer of endpoint `N`, as JSON. */
export type EndpointResponse<N extends EndpointName> = z.output<Schema<N, 'response'>>;
