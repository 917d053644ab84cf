import type { Locale } from '@app/contracts';
import { SHARE_CARD_SIZE, type ShareCardSubject, shareCardPath } from '@app/contracts/share-card';
import type { MessageKey } from '@app/i18n';
import { translatorFor } from '@app/i18n/catalogs';
import type { MetaDescriptor } from 'react-router';

/**
 * The share card's tags (issue 36): `og:image` with its size and text alternative, and
 * `twitter:card` summary_large_image. Made by a place's or a review's loader on the server, so that
 * the card's address (a hash of what it shows, `@app/contracts/share-card`) and these words cost the
 * pages' first-load JavaScript nothing: the page's meta only passes them on.
 */
export function shareCardMeta(
  publicUrl: string,
  subject: ShareCardSubject,
  alt: { key: MessageKey; name: string },
): MetaDescriptor[] {
  const image = `${publicUrl}${shareCardPath(subject)}`;
  const altText = translatorFor(subject.lang as Locale)(alt.key, { name: alt.name });
  return [
    { property: 'og:type', content: 'website' },
    { property: 'og:image', content: image },
    { property: 'og:image:type', content: 'image/png' },
    { property: 'og:image:width', content: String(SHARE_CARD_SIZE.width) },
    { property: 'og:image:height', content: String(SHARE_CARD_SIZE.height) },
    { property: 'og:image:alt', content: altText },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: altText },
  ];
}
