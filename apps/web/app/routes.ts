import { index, type RouteConfig, route } from '@react-router/dev/routes';

/** Spec section 2: every route under /en, /ru and /ka; `/` redirects to the detected language. */
export default [
  index('routes/root-redirect.tsx'),
  route('i18n/:file', 'routes/i18n-catalog.ts'),
  route(':lang', 'routes/lang-layout.tsx', [
    index('routes/home.tsx'),
    route('tos', 'routes/legal.tsx', { id: 'tos' }),
    route('privacy', 'routes/legal.tsx', { id: 'privacy' }),
    route('content-policy', 'routes/legal.tsx', { id: 'content-policy' }),
    route('settings', 'routes/settings.tsx'),
    route('auth/sign-in', 'routes/auth.sign-in.tsx'),
    route('auth/sign-up', 'routes/auth.sign-up.tsx'),
    route('auth/sign-up/complete', 'routes/auth.sign-up.complete.tsx'),
    route('auth/google/callback', 'routes/auth.google.callback.tsx'),
    route('auth/email/verify', 'routes/auth.email.verify.tsx'),
    route('auth/email/verify/success', 'routes/auth.email.verify.success.tsx'),
    route('auth/email/verify/error', 'routes/auth.email.verify.error.tsx'),
    route('auth/email/password-reset', 'routes/auth.email.password-reset.tsx'),
    route('address', 'routes/address.tsx'),
    route('reviews', 'routes/reviews.tsx'),
    route('reviews/create', 'routes/reviews.create.tsx'),
    route('reviews/latest', 'routes/reviews.latest.tsx'),
    route('reviews/my', 'routes/reviews.my.tsx'),
    route('reviews/:id', 'routes/reviews.$id.tsx'),
    route('reviews/:id/update', 'routes/reviews.$id.update.tsx'),
    route('authors/:id', 'routes/authors.$id.tsx'),
    route('manage', 'routes/manage.tsx'),
    route('moderation', 'routes/moderation.tsx', [
      index('routes/moderation.queue.tsx'),
      route('log', 'routes/moderation.log.tsx'),
      route('users', 'routes/moderation.users.tsx'),
      route(':targetType/:targetId', 'routes/moderation.item.tsx'),
    ]),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
