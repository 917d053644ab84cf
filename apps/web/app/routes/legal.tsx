import { isLocale } from '@app/contracts';
import { LEGAL } from '@app/i18n/legal';
import { LegalPage } from '../components/legal-page';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/legal';

/**
 * Serves both {lang}/tos and {lang}/privacy; the last path segment names the document. Client-side
 * navigations fetch `/{lang}/privacy.data`, so the suffix is allowed.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const locale = isLocale(params.lang) ? params.lang : 'en';
  const doc = /\/privacy(?:\.data)?$/.test(new URL(request.url).pathname) ? 'privacy' : 'tos';
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
