/**
 * A coarse label of the browser and system that a session uses ("Firefox on Android"), for the
 * sessions list in the settings: enough to recognise one's own devices, never the raw user agent
 * (which, with its versions, helps fingerprint a person).
 */
const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bYaBrowser\//, 'Yandex Browser'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*Safari\//, 'Safari'],
];
const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

export function deviceLabel(userAgent: string | undefined): string | null {
  if (!userAgent) return null;
  const ua = userAgent.slice(0, 512);
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? null;
}

/**
 * The browser and the system of a stored label, apart, for the reader's language to join them
 * ("Chrome на Linux"): the names are brands, the word between them is not.
 */
export function deviceParts(label: string | null): { browser: string | null; system: string | null } {
  if (!label) return { browser: null, system: null };
  const [browser, system] = label.split(' on ');
  const isBrowser = BROWSERS.some(([, name]) => name === browser);
  if (system !== undefined) return { browser: browser ?? null, system };
  return isBrowser ? { browser: label, system: null } : { browser: null, system: label };
}

/**
 * The visitor's country as a trusted proxy or CDN tells it (`CF-IPCountry`, `CloudFront-Viewer-Country`),
 * only when the operator said the proxy is trusted (TRUST_PROXY); otherwise unknown.
 */
export function coarsePlace(
  headers: Record<string, string | string[] | undefined>,
  trustProxy: boolean,
): string | null {
  if (!trustProxy) return null;
  for (const name of ['cf-ipcountry', 'cloudfront-viewer-country', 'x-country-code']) {
    const value = headers[name];
    if (typeof value === 'string' && /^[A-Za-z]{2}$/.test(value) && !/^(xx|t1)$/i.test(value)) {
      return value.toUpperCase();
    }
  }
  return null;
}
