export type Position = { lat: number; lng: number };

/**
 * The browser's own position when the visitor grants it (asked once, remembered by the browser),
 * else null: callers then fall back to the city guessed from the IP address.
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
