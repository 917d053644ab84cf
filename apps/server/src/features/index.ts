import type { FastifyPluginAsync } from 'fastify';
import { aiSummaryRoutes } from './ai-summary/ai-summary.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { captchaRoutes } from './captcha/captcha.routes.ts';
import { commentsRoutes } from './comments/comments.routes.ts';
import { feedbackRoutes } from './feedback/feedback.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { moderationRoutes } from './moderation/moderation.routes.ts';
import { pageViewsRoutes } from './page-views/page-views.routes.ts';
import { photosRoutes } from './photos/photos.routes.ts';
import { placesRoutes } from './places/places.routes.ts';
import { reviewsRoutes } from './reviews/reviews.routes.ts';
import { type SeoRoutesOptions, seoRoutes } from './seo/seo.routes.ts';
import { findCachedTranslations } from './translations/index.ts';
import { translationsRoutes } from './translations/translations.routes.ts';
import { usersRoutes } from './users/users.routes.ts';
import { watchesRoutes } from './watches/watches.routes.ts';
import './wire-features.ts';

/** Every feature's API routes, mounted under /api/v1 in this order. */
export const FEATURE_ROUTES: FastifyPluginAsync[] = [
  healthRoutes,
  feedbackRoutes,
  authRoutes,
  usersRoutes,
  captchaRoutes,
  reviewsRoutes,
  placesRoutes,
  photosRoutes,
  // Quotes read in the reader's language from the translations' cache, which ai-summary cannot
  // import (translations checks quotes against stored summaries).
  aiSummaryRoutes({ findQuoteTranslations: findCachedTranslations }),
  commentsRoutes,
  translationsRoutes,
  pageViewsRoutes,
  moderationRoutes,
  watchesRoutes,
];

/** Routes at the site's root beside the pages (robots.txt, sitemaps, manifests, icons, share cards). */
export const siteRoutes = (options: SeoRoutesOptions): FastifyPluginAsync => seoRoutes(options);
