import type { Locale } from '@app/contracts';
import { translatorFor } from '@app/i18n/catalogs';
import sharp from 'sharp';
import { SOFA_MARK } from './share-card.ts';

/**
 * The installable app (issue 36): icons drawn with sharp from one SVG (the favicon's sofa on the
 * brand's green), and a manifest per language whose start is that language's home page.
 */

export const BRAND_GREEN = '#16a34a';
/** The header's colours (site-header.tsx): white in light mode, stone-950 in dark. */
export const THEME_COLORS = { light: '#ffffff', dark: '#0c0a09' } as const;

export interface AppIcon {
  /** Its address (under the site's origin). */
  path: string;
  size: number;
  purpose: 'any' | 'maskable';
}

/**
 * `any`: the favicon's rounded square. `maskable`: the green fills the square and the sofa keeps
 * inside the central 80 % circle that every launcher's mask leaves. The touch icon is square and
 * opaque (iOS rounds it and would show a transparent corner black).
 */
export const APP_ICONS: readonly AppIcon[] = [
  { path: '/icons/icon-192.png', size: 192, purpose: 'any' },
  { path: '/icons/icon-512.png', size: 512, purpose: 'any' },
  { path: '/icons/maskable-512.png', size: 512, purpose: 'maskable' },
];
export const APPLE_TOUCH_ICON: AppIcon = { path: '/apple-touch-icon.png', size: 180, purpose: 'maskable' };

export function iconSvg(purpose: AppIcon['purpose']): string {
  // The favicon's drawing is 32 units; a maskable icon shrinks the sofa to 60 % around the centre.
  const mark =
    purpose === 'maskable' ? `<g transform="translate(6.4 5.6) scale(0.6)">${SOFA_MARK}</g>` : SOFA_MARK;
  const background =
    purpose === 'maskable'
      ? `<rect width="32" height="32" fill="${BRAND_GREEN}"/>`
      : `<rect width="32" height="32" rx="8" fill="${BRAND_GREEN}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32">${background}${mark}</svg>`;
}

export function renderIcon(icon: AppIcon): Promise<Buffer> {
  const image = sharp(Buffer.from(iconSvg(icon.purpose)), { density: (72 * icon.size) / 32 }).resize(
    icon.size,
    icon.size,
  );
  // A maskable or touch icon fills its square: no alpha channel (iOS shows transparency black).
  return (icon.purpose === 'maskable' ? image.removeAlpha() : image).png({ compressionLevel: 9 }).toBuffer();
}

/** The Web App Manifest of `lang`: one app (one id) whose start page is the language's home. */
export function webManifest(lang: Locale) {
  const t = translatorFor(lang);
  return {
    id: '/',
    name: t('app.name'),
    short_name: t('app.shortName'),
    description: t('app.tagline'),
    lang,
    dir: 'ltr',
    start_url: `/${lang}`,
    scope: '/',
    display: 'standalone',
    background_color: THEME_COLORS.light,
    theme_color: THEME_COLORS.light,
    icons: APP_ICONS.map((icon) => ({
      src: icon.path,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.purpose,
    })),
  };
}

export const manifestPath = (lang: Locale) => `/manifest.${lang}.webmanifest`;
