/**
 * <PlaceMap>: a MapLibre GL map, loaded only when it is rendered (the library is a separate chunk).
 *
 * Props:
 * - `styleUrl`: the MapLibre style (MAP_STYLE_URL). When it cannot be loaded (offline, blocked),
 *   the map falls back to a plain background and still shows markers.
 * - `language`: the user's maps language; labels use `name:<language>` where the style has it.
 * - `center`, `zoom`: the initial view.
 * - `markers`: places shown as buttons, grouped into clusters when they overlap; a cluster click
 *   zooms in, a marker click calls `onMarkerClick(id)`. With `markerHref(id)`, a single marker is a
 *   link to that address instead (its click still calls `onMarkerClick`, for in-app navigation).
 * - `pin`: the page's own place, a marker of its own (never clustered, not a link).
 * - `fitMarkers`: on load, frame all markers (and the pin) instead of `center`/`zoom`.
 * - `onViewChange(view)`: after every move, the visible box and zoom (the home map loads buildings).
 * - `draggable` + `onMove(point)`: one draggable marker (the picker); a map click moves it too,
 *   and so do the arrow keys when it has the focus (Shift: farther). `markerLabel` names it.
 * - `label`: the map's accessible name; `className` sizes the container.
 * - `onAvailability(available)`: once, whether the map really shows the ground: false when the
 *   style cannot load (the plain background), WebGL or the library is missing, the style's tiles
 *   fail before any arrives, or nothing is drawn within MAP_READY_TIMEOUT_MS. A pin on an empty
 *   background places nothing, so the add-address step asks for the district instead.
 */
import { type Locale, type ScoreBand, scoreBand } from '@app/contracts';
import type { Translate } from '@app/i18n';
import { useEffect, useRef, useState } from 'react';
import { formatRating } from '../../../shared/lib/format';
import { useI18n } from '../../../shared/lib/i18n';

export interface MapPoint {
  lat: number;
  lng: number;
}

export interface MapMarker extends MapPoint {
  id: string;
  label: string;
  count: number;
  /** The place's overall score (one decimal), written on its marker; null: the count is. */
  score?: number | null;
}

/** A marker's fill by score band; white text reaches 4.5:1 on each. */
const MARKER_BANDS: Record<ScoreBand, string> = {
  good: 'bg-primary-700 hover:bg-primary-800',
  fair: 'bg-amber-700 hover:bg-amber-800',
  low: 'bg-red-700 hover:bg-red-800',
};

export interface PlaceMapProps {
  styleUrl: string;
  language: Locale;
  center: MapPoint;
  zoom: number;
  markers?: readonly MapMarker[];
  onMarkerClick?(id: string): void;
  markerHref?(id: string): string;
  pin?: (MapPoint & { label: string }) | undefined;
  fitMarkers?: boolean;
  onViewChange?(view: MapView): void;
  draggable?: MapPoint | undefined;
  onMove?(point: MapPoint): void;
  markerLabel?: string;
  label: string;
  className?: string;
  onAvailability?(available: boolean): void;
}

export interface MapView {
  west: number;
  south: number;
  east: number;
  north: number;
  zoom: number;
}

type MapLibre = typeof import('maplibre-gl');
type MapInstance = InstanceType<MapLibre['Map']>;
type MarkerInstance = InstanceType<MapLibre['Marker']>;

/** Plain background (stone-200, or stone-800 in dark mode): the map without its style or network. */
function fallbackStyle() {
  const dark = document.documentElement.classList.contains('dark');
  return {
    version: 8 as const,
    sources: {},
    layers: [
      {
        id: 'background',
        type: 'background' as const,
        paint: { 'background-color': dark ? '#292524' : '#e7e5e4' },
      },
    ],
  };
}
const STYLE_TIMEOUT_MS = 4000;
/** How long a map may take from its start to its first tile before it counts as unavailable. */
const MAP_READY_TIMEOUT_MS = 12_000;
const CLUSTER_PX = 44;
/** The room left between the pin and a neighbour's pill moved clear of it. */
const PIN_GAP_PX = 2;
/** How far an arrow key moves the draggable marker, in screen pixels (Shift: KEY_STEP_FAR_PX). */
const KEY_STEP_PX = 8;
const KEY_STEP_FAR_PX = 40;
const KEY_DIRECTIONS: Record<string, [number, number]> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

let library: Promise<MapLibre> | undefined;
/** The library, its CSS and its worker, fetched once on the first map. */
function loadMapLibre(): Promise<MapLibre> {
  library ??= Promise.all([
    import('maplibre-gl'),
    import('maplibre-gl/dist/maplibre-gl-worker.mjs?url'),
    import('maplibre-gl/dist/maplibre-gl.css'),
  ]).then(([module, worker]) => {
    // A bundled app must point MapLibre at its worker file explicitly.
    module.setWorkerUrl(worker.default);
    return module;
  });
  return library;
}

async function loadStyle(url: string): Promise<object | null> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(STYLE_TIMEOUT_MS) });
    if (!response.ok) return null;
    return (await response.json()) as object;
  } catch {
    return null;
  }
}

/** Labels in the maps language where the style's data has `name:<lang>`, else the local name. */
function localizeLabels(map: MapInstance, language: Locale) {
  for (const layer of map.getStyle().layers ?? []) {
    if (layer.type !== 'symbol') continue;
    const field = map.getLayoutProperty(layer.id, 'text-field');
    if (!field || !JSON.stringify(field).includes('name')) continue;
    map.setLayoutProperty(layer.id, 'text-field', ['coalesce', ['get', `name:${language}`], ['get', 'name']]);
  }
}

/** MapLibre's own texts (control tooltips, the canvas's name) in the page's language. */
function mapLocale(t: Translate): Record<string, string> {
  return {
    'NavigationControl.ZoomIn': t('places.map.zoomIn'),
    'NavigationControl.ZoomOut': t('places.map.zoomOut'),
    'NavigationControl.ResetBearing': t('places.map.resetBearing'),
    'AttributionControl.ToggleAttribution': t('places.map.toggleAttribution'),
    'AttributionControl.MapFeedback': t('places.map.feedback'),
    'LogoControl.Title': t('places.map.logo'),
    'Map.Title': t('places.map.canvas'),
    'Marker.Title': t('places.map.marker'),
    'Popup.Close': t('places.map.closePopup'),
  };
}

/** Greedy screen-space clustering: markers closer than CLUSTER_PX pixels form one group. */
function clusterMarkers(map: MapInstance, markers: readonly MapMarker[]) {
  const groups: Array<{ x: number; y: number; members: MapMarker[] }> = [];
  for (const marker of markers) {
    const p = map.project([marker.lng, marker.lat]);
    const group = groups.find((g) => Math.hypot(g.x - p.x, g.y - p.y) < CLUSTER_PX);
    if (group) group.members.push(marker);
    else groups.push({ x: p.x, y: p.y, members: [marker] });
  }
  return groups.map((g) => g.members);
}

export function PlaceMap(props: PlaceMapProps) {
  const { t, tag } = useI18n();
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapInstance | null>(null);
  const libRef = useRef<MapLibre | null>(null);
  const htmlMarkers = useRef<MarkerInstance[]>([]);
  const dragMarker = useRef<MarkerInstance | null>(null);
  const pinMarker = useRef<MarkerInstance | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const [state, setState] = useState<'loading' | 'ready' | 'offline' | 'failed'>('loading');
  const availability = useRef<boolean | null>(null);
  /** Says once whether the map shows the ground (see `onAvailability`). */
  const reportAvailability = (available: boolean) => {
    if (availability.current !== null) return;
    availability.current = available;
    latest.current.onAvailability?.(available);
  };

  // Create the map once; props that change later are applied by the effects below.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is created once per mount
  useEffect(() => {
    let cancelled = false;
    let created: MapInstance | null = null;
    const readyTimer = props.onAvailability
      ? setTimeout(() => reportAvailability(false), MAP_READY_TIMEOUT_MS)
      : undefined;
    (async () => {
      try {
        const [maplibre, style] = await Promise.all([loadMapLibre(), loadStyle(props.styleUrl)]);
        if (cancelled || !container.current) return;
        libRef.current = maplibre;
        created = new maplibre.Map({
          container: container.current,
          style: (style ?? fallbackStyle()) as never,
          center: [props.center.lng, props.center.lat],
          zoom: props.zoom,
          attributionControl: style ? { compact: true } : false,
          locale: mapLocale(t),
        });
        mapRef.current = created;
        created.addControl(new maplibre.NavigationControl({ showCompass: false }), 'top-right');
        // Tiles that fail later (network gone) leave the background and markers working; tiles that
        // fail before the first one arrived mean the ground is not shown.
        let tileArrived = false;
        created.on('error', (event) => {
          if (!tileArrived && ('tile' in event || 'sourceId' in event)) reportAvailability(false);
        });
        created.on('data', (event) => {
          if (tileArrived || event.dataType !== 'source' || !('tile' in event) || !event.tile) return;
          tileArrived = true;
          clearTimeout(readyTimer);
          reportAvailability(true);
        });
        created.on('load', () => {
          if (cancelled || !created) return;
          if (style) localizeLabels(created, latest.current.language);
          setState(style ? 'ready' : 'offline');
          // A style without tiles of its own is all the ground there is once it has loaded.
          const hasTiles = Object.values(created.getStyle().sources ?? {}).some(
            (source) => source.type === 'vector' || source.type === 'raster' || source.type === 'raster-dem',
          );
          if (!style || !hasTiles) {
            clearTimeout(readyTimer);
            reportAvailability(Boolean(style));
          }
          if (latest.current.fitMarkers) fitToMarkers(created, maplibre);
          renderMarkers();
          renderDraggable();
          renderPin();
          reportView();
        });
        created.on('moveend', () => {
          renderMarkers();
          reportView();
        });
        created.on('click', (event) => {
          if (!latest.current.onMove || !latest.current.draggable) return;
          const point = { lat: event.lngLat.lat, lng: event.lngLat.lng };
          dragMarker.current?.setLngLat([point.lng, point.lat]);
          latest.current.onMove(point);
        });
      } catch {
        // No WebGL (the constructor throws), or the library's chunk did not load.
        if (!cancelled) {
          setState('failed');
          clearTimeout(readyTimer);
          reportAvailability(false);
        }
      }
    })();
    return () => {
      cancelled = true;
      clearTimeout(readyTimer);
      created?.remove();
      mapRef.current = null;
    };
  }, []);

  function reportView() {
    const map = mapRef.current;
    if (!map || !latest.current.onViewChange) return;
    const bounds = map.getBounds();
    latest.current.onViewChange({
      west: bounds.getWest(),
      south: bounds.getSouth(),
      east: bounds.getEast(),
      north: bounds.getNorth(),
      zoom: map.getZoom(),
    });
  }

  function fitToMarkers(map: MapInstance, maplibre: MapLibre) {
    const points = [...(latest.current.markers ?? []), ...(latest.current.pin ? [latest.current.pin] : [])];
    if (points.length < 2) return;
    const bounds = new maplibre.LngLatBounds();
    for (const p of points) bounds.extend([p.lng, p.lat]);
    map.fitBounds(bounds, {
      padding: { top: 48, bottom: 64, left: 48, right: 56 },
      maxZoom: 16,
      animate: false,
    });
  }

  function renderPin() {
    const map = mapRef.current;
    const maplibre = libRef.current;
    const pin = latest.current.pin;
    pinMarker.current?.remove();
    pinMarker.current = null;
    if (!map || !maplibre || !pin) return;
    const marker = new maplibre.Marker({ color: '#b91c1c' }).setLngLat([pin.lng, pin.lat]).addTo(map);
    marker.getElement().setAttribute('role', 'img');
    marker.getElement().setAttribute('aria-label', pin.label);
    marker.getElement().removeAttribute('tabindex');
    pinMarker.current = marker;
    keepMarkersClearOfPin();
  }

  /**
   * The pin stands over its place and, drawn last, would cover a neighbour's pill a few metres away
   * (issue 33): a pill whose box meets the pin's moves sideways, to the side its place lies on,
   * just clear of the pin. Screen boxes, so it holds at any zoom; recomputed after every move.
   */
  function keepMarkersClearOfPin() {
    const pin = pinMarker.current?.getElement().getBoundingClientRect();
    if (!pin) return;
    const pinCentre = (pin.left + pin.right) / 2;
    for (const marker of htmlMarkers.current) {
      marker.setOffset([0, 0]);
      const box = marker.getElement().getBoundingClientRect();
      const overlaps =
        box.left < pin.right + PIN_GAP_PX &&
        box.right > pin.left - PIN_GAP_PX &&
        box.top < pin.bottom &&
        box.bottom > pin.top;
      if (!overlaps) continue;
      const toRight = (box.left + box.right) / 2 >= pinCentre;
      marker.setOffset([toRight ? pin.right + PIN_GAP_PX - box.left : pin.left - PIN_GAP_PX - box.right, 0]);
    }
  }

  function renderMarkers() {
    const map = mapRef.current;
    const maplibre = libRef.current;
    if (!map || !maplibre) return;
    for (const marker of htmlMarkers.current) marker.remove();
    htmlMarkers.current = [];
    for (const members of clusterMarkers(map, latest.current.markers ?? [])) {
      const first = members[0]!;
      const href = members.length === 1 ? latest.current.markerHref?.(first.id) : undefined;
      const button = document.createElement(href ? 'a' : 'button');
      if (button instanceof HTMLAnchorElement) button.href = href!;
      else button.type = 'button';
      const total = members.reduce((sum, m) => sum + m.count, 0);
      if (members.length === 1) {
        // A reviewed place shows its score, coloured by band, as every card does; the count is in
        // the label. The band is also in data-band, and the number is always written.
        const score = first.score ?? null;
        const band = score === null ? null : scoreBand(score);
        button.className = `rounded-full border-2 border-white px-2 py-0.5 text-xs font-semibold tabular-nums text-white shadow-md focus-visible:outline-2 focus-visible:outline-secondary-600 ${band ? MARKER_BANDS[band] : MARKER_BANDS.good}`;
        if (band) button.dataset.band = band;
        button.textContent = score === null ? String(first.count) : formatRating(score, tag);
        button.setAttribute(
          'aria-label',
          score === null
            ? t('places.map.openPlace', { count: first.count, name: first.label })
            : t('places.map.openRatedPlace', {
                count: first.count,
                name: first.label,
                score: formatRating(score, tag),
              }),
        );
        button.title = first.label;
        button.addEventListener('click', (event) => {
          event.stopPropagation();
          if (!latest.current.onMarkerClick) return;
          // A link opens in a new tab with a modifier as links do; a plain click stays in the app.
          const { ctrlKey, metaKey, shiftKey, button: pressed } = event as MouseEvent;
          if (href && (ctrlKey || metaKey || shiftKey || pressed !== 0)) return;
          event.preventDefault();
          latest.current.onMarkerClick(first.id);
        });
      } else {
        button.className =
          'flex size-10 items-center justify-center rounded-full border-2 border-white bg-secondary-700 text-sm font-bold text-white shadow-md hover:bg-secondary-800 focus-visible:outline-2 focus-visible:outline-primary-600';
        button.textContent = String(total);
        const names = members.map((m) => m.label).join('; ');
        button.setAttribute('aria-label', t('places.map.openPlace', { count: total, name: names }));
        button.title = names;
        button.addEventListener('click', (event) => {
          event.stopPropagation();
          const bounds = new maplibre.LngLatBounds();
          for (const m of members) bounds.extend([m.lng, m.lat]);
          map.fitBounds(bounds, { padding: 80, maxZoom: 18 });
        });
      }
      const marker = new maplibre.Marker({ element: button }).setLngLat([first.lng, first.lat]).addTo(map);
      htmlMarkers.current.push(marker);
    }
    keepMarkersClearOfPin();
  }

  function renderDraggable() {
    const map = mapRef.current;
    const maplibre = libRef.current;
    const point = latest.current.draggable;
    if (!map || !maplibre) return;
    if (!point) {
      dragMarker.current?.remove();
      dragMarker.current = null;
      return;
    }
    if (!dragMarker.current) {
      const marker = new maplibre.Marker({ draggable: true, color: '#15803d' })
        .setLngLat([point.lng, point.lat])
        .addTo(map);
      const element = marker.getElement();
      element.setAttribute('aria-label', latest.current.markerLabel ?? t('places.picker.marker'));
      element.setAttribute('role', 'button');
      element.tabIndex = 0;
      element.classList.add(
        'focus-visible:outline-2',
        'focus-visible:outline-offset-2',
        'focus-visible:outline-primary-700',
      );
      marker.on('dragend', () => {
        const { lat, lng } = marker.getLngLat();
        latest.current.onMove?.({ lat, lng });
      });
      element.addEventListener('keydown', (event) => {
        const direction = KEY_DIRECTIONS[event.key];
        if (!direction) return;
        event.preventDefault();
        event.stopPropagation();
        const step = event.shiftKey ? KEY_STEP_FAR_PX : KEY_STEP_PX;
        const at = map.project(marker.getLngLat());
        const next = map.unproject([at.x + direction[0] * step, at.y + direction[1] * step]);
        marker.setLngLat(next);
        if (!map.getBounds().contains(next)) map.panTo(next);
        latest.current.onMove?.({ lat: next.lat, lng: next.lng });
      });
      dragMarker.current = marker;
    } else {
      dragMarker.current.setLngLat([point.lng, point.lat]);
    }
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-render markers when the list changes
  useEffect(() => {
    renderMarkers();
  }, [props.markers]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the pin
  useEffect(() => {
    renderPin();
  }, [props.pin?.lat, props.pin?.lng, props.pin?.label]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the draggable point
  useEffect(() => {
    renderDraggable();
  }, [props.draggable?.lat, props.draggable?.lng]);

  useEffect(() => {
    mapRef.current?.jumpTo({ center: [props.center.lng, props.center.lat], zoom: props.zoom });
  }, [props.center.lat, props.center.lng, props.zoom]);

  return (
    <div
      className={`relative overflow-hidden rounded-2xl border border-stone-200 dark:border-stone-700 ${props.className ?? 'h-96'}`}
    >
      <section
        ref={container}
        aria-label={props.label}
        data-map-state={state}
        // Sized by the wrapper, not `absolute inset-0`: MapLibre's own class sets `position: relative`.
        className="h-full w-full bg-stone-200 dark:bg-stone-800"
      />
      {state !== 'ready' && (
        <p
          role="status"
          className="pointer-events-none absolute bottom-2 left-2 rounded-lg bg-white/90 px-3 py-1 text-sm text-stone-700 shadow dark:bg-stone-900/90 dark:text-stone-300"
        >
          {state === 'loading'
            ? t('places.map.loading')
            : state === 'offline'
              ? t('places.map.offline')
              : t('places.map.failed')}
        </p>
      )}
    </div>
  );
}
