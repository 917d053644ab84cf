import type { Review } from '@app/contracts';
import { useState } from 'react';
import { useI18n } from '../../../shared/lib/i18n';
import { lazyDialog } from '../../../shared/ui/lazy-dialog';

type Photo = Review['photos'][number];

/** The lightbox, loaded when a photo is first opened (not with the review page: issue 18). */
const PhotoViewer = lazyDialog(() => import('./photo-viewer').then((module) => module.PhotoViewer));

/**
 * Thumbnails that open a lightbox (photo-viewer.tsx); readers can report the photo they are looking
 * at (`reportable`, off for the author's own).
 */
export function PhotoGallery({
  photos,
  alt,
  reportable = false,
}: {
  photos: Photo[];
  alt: string;
  reportable?: boolean;
}) {
  const { t } = useI18n();
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) return null;
  return (
    <section aria-label={t('reviews.photos')}>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <button
              type="button"
              onClick={() => setOpen(index)}
              className="block w-full overflow-hidden rounded-lg"
            >
              <img
                src={photo.variants[0]?.url ?? photo.url}
                alt={t('reviews.photoOf', { index: index + 1, total: photos.length })}
                width={photo.width}
                height={photo.height}
                loading="lazy"
                className="aspect-square w-full object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
      <PhotoViewer
        open={open !== null}
        onOpenChange={(next) => !next && setOpen(null)}
        photos={photos}
        index={open ?? 0}
        onIndexChange={setOpen}
        alt={alt}
        reportable={reportable}
      />
    </section>
  );
}
