import { catalogFileResponse } from '../shared/lib/catalogs.server';
import type { Route } from './+types/i18n-catalog';

/** A language's message catalogue as a cacheable JSON file (shared/lib/catalog.ts). */
export function loader({ params, request }: Route.LoaderArgs) {
  return catalogFileResponse(params.file, request.headers.get('accept-encoding'));
}
