import type { Locale } from '@app/contracts';

/** The web pages a watch's mails link to (apps/web/app/routes/watch.*.tsx). */
export const watchPageLink = (
  publicUrl: string,
  locale: Locale,
  page: 'confirm' | 'unsubscribe',
  token: string,
) => `${publicUrl}/${locale}/watch/${page}?token=${encodeURIComponent(token)}`;

/** RFC 8058's one-click target: a POST with `List-Unsubscribe=One-Click` ends the watch. */
export const oneClickLink = (publicUrl: string, token: string) =>
  `${publicUrl}/api/v1/watches/unsubscribe/one-click?token=${encodeURIComponent(token)}`;

export const placePageLink = (publicUrl: string, locale: Locale, placeId: string) =>
  `${publicUrl}/${locale}/reviews?placeId=${placeId}`;

export const reviewPageLink = (publicUrl: string, locale: Locale, reviewId: string) =>
  `${publicUrl}/${locale}/reviews/${reviewId}`;
