/**
 * Method and path of every API endpoint the web calls, without zod: the browser client imports this
 * table (and only the types of `endpoints`), so no schema reaches the browser bundle. The schemas of
 * each endpoint are in `endpoints.ts`, under the same name; the server registers its routes from
 * those. Paths are relative to the API base ('/api/v1'); `:name` is a path parameter.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRoute {
  method: HttpMethod;
  path: string;
  /** The success status when it is not 200. */
  status?: 201 | 202 | 204;
  /** A multipart upload: the body is a FormData the server reads itself, without a schema. */
  multipart?: true;
}

export const apiRoutes = {
  // Reviews
  listReviews: { method: 'GET', path: '/reviews' },
  getReviewStats: { method: 'GET', path: '/reviews/stats' },
  listLatestReviews: { method: 'GET', path: '/reviews/latest' },
  listNearbyReviews: { method: 'GET', path: '/reviews/nearby' },
  listAuthorReviews: { method: 'GET', path: '/authors/:id/reviews' },
  listMyReviews: { method: 'GET', path: '/reviews/my' },
  getReview: { method: 'GET', path: '/reviews/:id' },
  createReview: { method: 'POST', path: '/reviews', status: 201 },
  updateReview: { method: 'PATCH', path: '/reviews/:id' },
  deleteReview: { method: 'DELETE', path: '/reviews/:id', status: 204 },
  voteReview: { method: 'PUT', path: '/reviews/:id/vote' },
  unvoteReview: { method: 'DELETE', path: '/reviews/:id/vote' },
  // Comments
  listComments: { method: 'GET', path: '/comments' },
  listAuthorComments: { method: 'GET', path: '/authors/:id/comments' },
  getComment: { method: 'GET', path: '/comments/:id' },
  createComment: { method: 'POST', path: '/comments', status: 201 },
  updateComment: { method: 'PATCH', path: '/comments/:id' },
  deleteComment: { method: 'DELETE', path: '/comments/:id', status: 204 },
  voteComment: { method: 'PUT', path: '/comments/:id/vote' },
  unvoteComment: { method: 'DELETE', path: '/comments/:id/vote' },
  // Accounts and sessions
  signUp: { method: 'POST', path: '/auth/sign-up', status: 201 },
  signIn: { method: 'POST', path: '/auth/sign-in' },
  signInAnonymously: { method: 'POST', path: '/auth/anonymous/sign-in' },
  getCurrentUser: { method: 'GET', path: '/auth/current' },
  signOut: { method: 'POST', path: '/auth/sign-out', status: 204 },
  listSessions: { method: 'GET', path: '/auth/sessions' },
  revokeSession: { method: 'DELETE', path: '/auth/sessions/:id', status: 204 },
  signOutOtherSessions: { method: 'POST', path: '/auth/sessions/sign-out-others', status: 204 },
  signOutEverywhere: { method: 'POST', path: '/auth/sign-out-everywhere', status: 204 },
  verifyEmail: { method: 'POST', path: '/auth/email/verify', status: 204 },
  resendVerificationEmail: { method: 'POST', path: '/auth/email/verify/resend', status: 204 },
  requestPasswordReset: { method: 'POST', path: '/auth/email/password-reset/request', status: 202 },
  resetPassword: { method: 'POST', path: '/auth/email/password-reset' },
  getGoogleConfig: { method: 'GET', path: '/auth/google/config' },
  // Users and authors
  getAuthor: { method: 'GET', path: '/authors/:id' },
  updateUser: { method: 'PATCH', path: '/users/:id' },
  getUserSettings: { method: 'GET', path: '/users/:id/settings' },
  setUserSettings: { method: 'PUT', path: '/users/:id/settings' },
  setAvatar: { method: 'PUT', path: '/users/:id/avatar', multipart: true },
  deleteAvatar: { method: 'DELETE', path: '/users/:id/avatar' },
  // Places
  suggestPlaces: { method: 'GET', path: '/places/suggestions' },
  getPlaceDetails: { method: 'POST', path: '/places/details' },
  getPlaceForReview: { method: 'POST', path: '/places/details/for-reviews' },
  matchBuilding: { method: 'POST', path: '/places/details/for-reviews/match' },
  getAddressPoint: { method: 'POST', path: '/places/address-point' },
  getCurrentPlace: { method: 'GET', path: '/places/current' },
  locatePoint: { method: 'POST', path: '/places/locate' },
  listNearbyPlaces: { method: 'GET', path: '/places/nearby' },
  listPlacesInArea: { method: 'GET', path: '/places/in-area' },
  // AI summaries
  getAiSummary: { method: 'GET', path: '/ai-summary' },
  voteAiSummary: { method: 'POST', path: '/ai-summary/:id/vote' },
  // Moderation and reports
  createReport: { method: 'POST', path: '/reports', status: 201 },
  listModerationQueue: { method: 'GET', path: '/moderation/queue' },
  getModerationItem: { method: 'GET', path: '/moderation/items/:targetType/:targetId' },
  decideModerationItem: { method: 'POST', path: '/moderation/items/:targetType/:targetId/decision' },
  listModerationLog: { method: 'GET', path: '/moderation/log' },
  listModerationUsers: { method: 'GET', path: '/moderation/users' },
  setUserRole: { method: 'PUT', path: '/moderation/users/:id/role' },
  setUserBan: { method: 'PUT', path: '/moderation/users/:id/ban' },
  // Translations, photos, feedback, page views
  translate: { method: 'POST', path: '/translations' },
  getTranslationPreferences: { method: 'GET', path: '/translations/preferences' },
  setTranslationPreferences: { method: 'PUT', path: '/translations/preferences' },
  uploadPhoto: { method: 'POST', path: '/photos/upload', status: 201, multipart: true },
  createFeedback: { method: 'POST', path: '/feedback', status: 201 },
  recordPageView: { method: 'POST', path: '/page-views', status: 204 },
} as const satisfies Record<string, ApiRoute>;

export type ApiRoutes = typeof apiRoutes;
export type EndpointName = keyof ApiRoutes;
