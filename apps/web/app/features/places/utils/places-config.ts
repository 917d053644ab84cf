import { useRouteLoaderData } from 'react-router';

/** The map style every map uses: MAP_STYLE_URL, handed to the browser by the root loader. */
export const DEFAULT_MAP_STYLE_URL = 'https://tiles.openfreemap.org/styles/liberty';

export function useMapStyleUrl(): string {
  const root = useRouteLoaderData('root') as { mapStyleUrl?: string } | undefined;
  return root?.mapStyleUrl ?? DEFAULT_MAP_STYLE_URL;
}
