import type { PlaceStats, PlaceType } from '@app/contracts';
import { useRouteLoaderData } from 'react-router';

const SCHEMA_TYPE: Record<PlaceType, string> = {
  city: 'City',
  district: 'Place',
  building: 'ApartmentComplex',
  apartment: 'Apartment',
};

/** schema.org AggregateRating of a place, so search engines can show its score. */
export function PlaceStructuredData(props: { name: string; kind: PlaceType; stats: PlaceStats | null }) {
  const nonce = (useRouteLoaderData('root') as { nonce?: string } | undefined)?.nonce;
  if (!props.stats?.overall) return null;
  const json = {
    '@context': 'https://schema.org',
    '@type': SCHEMA_TYPE[props.kind],
    name: props.name,
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: props.stats.overall.average,
      reviewCount: props.stats.reviewCount,
      bestRating: 5,
      worstRating: 1,
    },
  };
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped cannot break out of the script element
      dangerouslySetInnerHTML={{ __html: JSON.stringify(json).replace(/</g, '\\u003c') }}
    />
  );
}
