/**
 * <PlaceMapPanel>: the map of a place page or a review page, with a plain list of the same places.
 *
 * - A building or apartment: its pin and the reviewed places around it.
 * - A city or district: its reviewed buildings.
 *
 * Only this shell is in the page's first-load JavaScript: a box of fixed height (nothing moves when
 * the map and list arrive) that loads <PlaceMapContent> (the places, the list, and MapLibre in a
 * chunk of its own) once it is about to scroll into view.
 *
 * Props: `place` (id, kind, name; `location` when known, else fetched).
 */
import type { PlaceKind } from '@app/contracts';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useI18n } from '../../../shared/lib/i18n';

const PlaceMapContent = lazy(() => import('./place-map-content'));

export interface PlaceMapPanelProps {
  place: { id: string; kind: PlaceKind; name: string; location?: { lat: number; lng: number } | undefined };
  /** The place's own hierarchy (a flat's building): the place itself, not its neighbours. */
  ancestorIds?: readonly string[];
}

export function PlaceMapPanel(props: PlaceMapPanelProps) {
  const { t } = useI18n();
  const area = props.place.kind === 'city' || props.place.kind === 'district';
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver((entries) => setNear(entries.some((e) => e.isIntersecting)), {
      rootMargin: '300px 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return (
    <section data-section="map" aria-labelledby="place-map-title" className="space-y-3">
      <h2 id="place-map-title" className="text-xl font-semibold">
        {area ? t('maps.area.title') : t('maps.place.title')}
      </h2>
      {/* Phones: the map above a scrolling list; wider screens: side by side. Always this height. */}
      <div ref={box} className="h-[34rem] sm:h-96">
        {near ? (
          <Suspense fallback={<PlaceMapPlaceholder />}>
            <PlaceMapContent {...props} />
          </Suspense>
        ) : (
          <PlaceMapPlaceholder />
        )}
      </div>
    </section>
  );
}

export function PlaceMapPlaceholder(props: { children?: React.ReactNode }) {
  return <div className="h-full rounded-2xl bg-stone-200 dark:bg-stone-800">{props.children}</div>;
}
