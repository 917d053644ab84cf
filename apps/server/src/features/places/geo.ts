/** Great-circle distance in kilometres (haversine; the same sphere as earthdistance's). */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const toRad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * toRad;
  const dLng = (b.lng - a.lng) * toRad;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * toRad) * Math.cos(b.lat * toRad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * How far a city reaches from its centre point, from its population: GeoNames has points, not
 * boundaries. Tbilisi (≈1.1 million) reaches about 16 km, a town of 20,000 about 2.2 km; a
 * megacity is capped at 30 km.
 */
export function cityRadiusKm(population: number): number {
  return Math.min(30, Math.max(1.5, 0.5 * Math.sqrt(Math.max(0, population) / 1000)));
}
