import path from 'node:path';
import type { Locale, PlaceKind } from '@app/contracts';
import { LOCALE_TAGS } from '@app/contracts';
import {
  SHARE_CARD_SIZE,
  type ShareCardKind,
  type ShareCardSubject,
  shownScore,
} from '@app/contracts/share-card';
import { formatNumber, type MessageKey } from '@app/i18n';
import { translatorFor } from '@app/i18n/catalogs';
import sharp from 'sharp';
import type { Db } from '../../db/client.ts';
import { getPublicPlace } from '../places/index.ts';
import { getPublicReview } from '../reviews/index.ts';

/**
 * Share cards (issue 36): a 1200×630 PNG per public place or review and language, drawn here from
 * what the page shows a stranger and nothing else. A review's card names the place and the review's
 * rating: no author, no date, no flat detail beyond the place's name that the page shows (an
 * anonymous review's page shows no more).
 */

const FONT_DIR = path.join(import.meta.dirname, 'fonts');
/** Noto Sans (Latin, Cyrillic) and Noto Sans Georgian, shipped with the app (fonts/OFL.txt). */
const FONTS = {
  regular: path.join(FONT_DIR, 'NotoSans-Regular.ttf'),
  bold: path.join(FONT_DIR, 'NotoSans-Bold.ttf'),
  georgianRegular: path.join(FONT_DIR, 'NotoSansGeorgian-Regular.ttf'),
  georgianBold: path.join(FONT_DIR, 'NotoSansGeorgian-Bold.ttf'),
};
/** Latin and Cyrillic from Noto Sans, Georgian from Noto Sans Georgian (Pango picks per character). */
const FAMILIES = 'Noto Sans,Noto Sans Georgian';

export interface CardText {
  role: 'brand' | 'label' | 'name' | 'context' | 'score' | 'count';
  text: string;
  x: number;
  y: number;
  /** Pixels (Pango points at 72 dpi). */
  size: number;
  bold: boolean;
  color: string;
  /** Wrapped to this width; longer text was shortened before (`shorten`). */
  width: number;
}

/** What a card shows: its texts where they stand, and its stars. The PNG is drawn from this alone. */
export interface CardModel {
  width: number;
  height: number;
  texts: CardText[];
  /** The score the stars fill to (0–5), or null for none. */
  stars: { value: number; x: number; y: number; size: number } | null;
}

const COLORS = {
  background: '#fafaf9',
  band: '#15803d',
  ink: '#1c1917',
  muted: '#57534e',
  star: '#f59e0b',
  starEmpty: '#e7e5e4',
};
const MARGIN = 64;

/** A long name cut at a word with an ellipsis, so that it fits two lines of the card. */
function shorten(text: string, max: number): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max - 1).join('');
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max * 0.6 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

const PLACE_KIND_LABEL: Record<PlaceKind, MessageKey> = {
  city: 'places.kind.city',
  district: 'places.kind.district',
  building: 'places.kind.building',
  apartment: 'places.kind.apartment',
};

/** The subject of a card: what its page shows a stranger, or null when a stranger sees nothing. */
export async function loadShareCardSubject(
  db: Db,
  kind: ShareCardKind,
  id: string,
  lang: Locale,
): Promise<(ShareCardSubject & { placeKind: PlaceKind }) | null> {
  if (kind === 'place') {
    const place = await getPublicPlace(db, id, lang);
    if (!place) return null;
    return {
      kind,
      id,
      lang,
      name: place.name,
      context: place.context,
      score: place.overallScore,
      reviewCount: place.reviewCount,
      placeKind: place.kind,
    };
  }
  const review = await getPublicReview(db, id, lang);
  if (!review) return null;
  return {
    kind,
    id,
    lang,
    name: review.place.name,
    context: null,
    score: review.overallRating,
    reviewCount: null,
    placeKind: review.place.kind,
  };
}

/** The card's layout and words in its language. */
export function composeShareCard(subject: ShareCardSubject & { placeKind: PlaceKind }): CardModel {
  const t = translatorFor(subject.lang);
  const tag = LOCALE_TAGS[subject.lang];
  const { width, height } = SHARE_CARD_SIZE;
  const inner = width - 2 * MARGIN;
  const name = shorten(subject.name, 90);
  const nameSize = [...name].length <= 28 ? 68 : [...name].length <= 56 ? 56 : 44;
  const texts: CardText[] = [
    {
      role: 'brand',
      text: t('app.name'),
      x: MARGIN + 72,
      y: 56,
      size: 40,
      bold: true,
      color: '#ffffff',
      width: 600,
    },
    {
      role: 'label',
      text: subject.kind === 'review' ? t('shareCard.review') : t(PLACE_KIND_LABEL[subject.placeKind]),
      x: MARGIN,
      y: 186,
      size: 32,
      bold: false,
      color: COLORS.muted,
      width: inner,
    },
    {
      role: 'name',
      text: name,
      x: MARGIN,
      y: 232,
      size: nameSize,
      bold: true,
      color: COLORS.ink,
      width: inner,
    },
  ];
  if (subject.context) {
    texts.push({
      role: 'context',
      text: shorten(subject.context, 60),
      x: MARGIN,
      y: 232 + nameSize + 28,
      size: 34,
      bold: false,
      color: COLORS.muted,
      width: inner,
    });
  }
  const score = shownScore(subject.score);
  const scoreY = 500;
  if (score !== null) {
    texts.push({
      role: 'score',
      text: formatNumber(score, tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
      x: MARGIN,
      y: scoreY,
      size: 60,
      bold: true,
      color: COLORS.ink,
      width: 200,
    });
  }
  if (subject.reviewCount !== null) {
    texts.push({
      role: 'count',
      text: t('shareCard.reviewCount', { count: subject.reviewCount }),
      x: score !== null ? MARGIN + 560 : MARGIN,
      y: scoreY + 14,
      size: 40,
      bold: false,
      color: COLORS.muted,
      width: 500,
    });
  }
  return {
    width,
    height,
    texts,
    stars: score !== null ? { value: score, x: MARGIN + 150, y: scoreY + 6, size: 62 } : null,
  };
}

const STAR_POINTS = Array.from({ length: 10 }, (_, i) => {
  const angle = (Math.PI / 5) * i - Math.PI / 2;
  const radius = i % 2 === 0 ? 0.5 : 0.2;
  return `${(0.5 + radius * Math.cos(angle)).toFixed(4)},${(0.52 + radius * Math.sin(angle)).toFixed(4)}`;
}).join(' ');

/** The picture under the texts: background, the brand's band and mark, the stars filled to the score. */
export function cardBackgroundSvg(model: CardModel): string {
  const stars = model.stars
    ? Array.from({ length: 5 }, (_, i) => {
        const fill = Math.max(0, Math.min(1, model.stars!.value - i));
        const x = model.stars!.x + i * (model.stars!.size + 8);
        return `<g transform="translate(${x} ${model.stars!.y}) scale(${model.stars!.size})">
<clipPath id="s${i}"><rect width="${fill}" height="1"/></clipPath>
<polygon points="${STAR_POINTS}" fill="${COLORS.starEmpty}"/>
<polygon points="${STAR_POINTS}" fill="${COLORS.star}" clip-path="url(#s${i})"/></g>`;
      }).join('')
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${model.width}" height="${model.height}" viewBox="0 0 ${model.width} ${model.height}">
<rect width="100%" height="100%" fill="${COLORS.background}"/>
<rect width="100%" height="140" fill="${COLORS.band}"/>
<g transform="translate(${MARGIN} 38) scale(2)">${SOFA_MARK}</g>
${stars}</svg>`;
}

/** The favicon's sofa (apps/web/public/favicon.svg), white on the band, 32 units square. */
export const SOFA_MARK =
  '<path d="M7 19v-4a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v4" fill="none" stroke="#fff" stroke-width="2.2"/><path d="M5 18h22v5H5zM8 23v3m16-3v3" fill="none" stroke="#fff" stroke-width="2.2" stroke-linejoin="round"/>';

const escapeMarkup = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`);

let fontsLoaded: Promise<void> | undefined;
/**
 * libvips adds a font file to its fontconfig the first time a text names it; rendering one line with
 * each file first makes all four available to every later text, which then takes Latin and Cyrillic
 * from Noto Sans and Georgian from Noto Sans Georgian.
 */
function loadFonts(): Promise<void> {
  fontsLoaded ??= (async () => {
    for (const [fontfile, font] of [
      [FONTS.regular, 'Noto Sans 12'],
      [FONTS.bold, 'Noto Sans Bold 12'],
      [FONTS.georgianRegular, 'Noto Sans Georgian 12'],
      [FONTS.georgianBold, 'Noto Sans Georgian Bold 12'],
    ] as const) {
      await sharp({ text: { text: 'a ა', font, fontfile } })
        .png()
        .toBuffer();
    }
  })();
  return fontsLoaded;
}

/** The card as a PNG, drawn from its model. */
export async function renderShareCard(model: CardModel): Promise<Buffer> {
  await loadFonts();
  const rendered = await Promise.all(
    model.texts.map(async (text) => {
      const { data, info } = await sharp({
        text: {
          text: `<span foreground="${text.color}">${escapeMarkup(text.text)}</span>`,
          font: `${FAMILIES} ${text.bold ? 'Bold ' : ''}${text.size}`,
          fontfile: text.bold ? FONTS.bold : FONTS.regular,
          width: text.width,
          wrap: 'word',
          rgba: true,
        },
      })
        .png()
        .toBuffer({ resolveWithObject: true });
      return { text, data, width: info.width, height: info.height };
    }),
  );
  // The context follows the name however many lines the name took; what would run into the score's
  // row is left out rather than drawn over it.
  const name = rendered.find((layer) => layer.text.role === 'name');
  const scoreTop = Math.min(
    model.height,
    ...rendered.filter((l) => l.text.role === 'score' || l.text.role === 'count').map((l) => l.text.y),
  );
  const layers = [];
  for (const layer of rendered) {
    let top = layer.text.y;
    if (layer.text.role === 'context' && name) top = Math.max(top, name.text.y + name.height + 20);
    const limit = layer.text.role === 'score' || layer.text.role === 'count' ? model.height : scoreTop - 8;
    if (top + layer.height > limit) {
      if (layer.text.role !== 'name') continue;
      const data = await sharp(layer.data)
        .extract({ left: 0, top: 0, width: layer.width, height: Math.max(1, limit - top) })
        .toBuffer();
      layers.push({ input: data, left: layer.text.x, top });
      continue;
    }
    layers.push({ input: layer.data, left: layer.text.x, top });
  }
  return sharp(Buffer.from(cardBackgroundSvg(model)))
    .composite(layers)
    .png({ compressionLevel: 9 })
    .toBuffer();
}
