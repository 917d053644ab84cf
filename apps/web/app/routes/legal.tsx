import { LEGAL } from '@app/i18n/legal';
import { localeContext } from '../shared/lib/locale';
import { pageMeta } from '../shared/lib/meta';
import { staticPart } from '../shared/ui/deferred-part';
import type { Route } from './+types/legal';

/** The document is text only: never hydrated, its code loaded only for a page opened in the browser. */
const LegalPage = staticPart('legal-page', () =>
  import('../shell/legal-page').then((module) => module.LegalPage),
);

const DOCUMENTS = { tos: 'tos', privacy: 'privacy', 'content-policy': 'contentPolicy' } as const;

/**
 * Serves {lang}/tos, {lang}/privacy and {lang}/content-policy; the last path segment names the
 * document. Client-side navigations fetch `/{lang}/privacy.data`, so the suffix is allowed.
 */
export function loader({ context, request }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const segment =
    new URL(request.url).pathname
      .replace(/\.data$/, '')
      .split('/')
      .pop() ?? '';
  const doc = DOCUMENTS[segment as keyof typeof DOCUMENTS] ?? 'tos';
  return { document: LEGAL[locale][doc] };
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) =>
  pageMeta({
    matches,
    location,
    title: loaderData?.document.title,
    description: loaderData?.document.description,
  });

export default function Legal({ loaderData }: Route.ComponentProps) {
  return <LegalPage document={loaderData.document} />;
}
