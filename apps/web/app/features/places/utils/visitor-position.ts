import { useSyncExternalStore } from 'react';

export type Position = { lat: number; lng: number };

/**
 * The browser's own position when the visitor grants it (asked once, remembered by the browser),
 * else null: callers then fall back to the city guessed from the IP address.
 * Call it only from a visitor's action ("Near me"): landing never asks for the location.
 */
export function browserPosition(): Promise<Position | null> {
  return new Promise((resolve) => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) return resolve(null);
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      () => resolve(null),
      { timeout: 5000, maximumAge: 10 * 60 * 1000 },
    );
  });
}

/** idle: not asked yet; locating: the browser is asked; found / denied: its answer. */
export type NearMeState =
  | { status: 'idle' | 'locating' | 'denied'; position: null }
  | { status: 'found'; position: Position };

const idle: NearMeState = { status: 'idle', position: null };
let nearMe: NearMeState = idle;
const listeners = new Set<() => void>();

function setNearMe(next: NearMeState) {
  nearMe = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Asks the browser for the visitor's position (after a tap on "Near me") and shares the answer. */
export async function askNearMe(): Promise<NearMeState> {
  setNearMe({ status: 'locating', position: null });
  const position = await browserPosition();
  setNearMe(position ? { status: 'found', position } : { status: 'denied', position: null });
  return nearMe;
}

/** The shared "Near me" answer: every nearby list on the page follows the same tap. */
export function useNearMe(): NearMeState {
  return useSyncExternalStore(
    subscribe,
    () => nearMe,
    () => idle,
  );
}
