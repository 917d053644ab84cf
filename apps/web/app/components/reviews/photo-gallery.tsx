import type { Review } from '@app/contracts';
import { useState } from 'react';
import { useI18n } from '../../lib/i18n';
import { Dialog } from '../dialog';
import { ReportButton } from '../moderation/report-dialog';

type Photo = Review['photos'][number];

const srcSet = (photo: Photo) => photo.variants.map((v) => `${v.url} ${v.width}w`).join(', ') || undefined;

/**
 * Thumbnails that open a lightbox with keyboard navigation (arrows) and a close button; readers
 * can report the photo they are looking at (`reportable`, off for the author's own).
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
  const current = open === null ? null : photos[open];
  const step = (delta: number) =>
    setOpen((index) => (index === null ? null : (index + delta + photos.length) % photos.length));
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
      <Dialog.Root open={current !== null} onOpenChange={(next) => !next && setOpen(null)}>
        <Dialog.Portal>
          <Dialog.Content
            className="fixed inset-0 z-50 flex size-full items-center justify-center p-4 backdrop:bg-black/90"
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight') step(1);
              if (event.key === 'ArrowLeft') step(-1);
            }}
          >
            <Dialog.Title className="sr-only">{alt}</Dialog.Title>
            <Dialog.Description className="sr-only">
              {open !== null ? t('reviews.photoOf', { index: open + 1, total: photos.length }) : ''}
            </Dialog.Description>
            {current && (
              <img
                src={current.url}
                srcSet={srcSet(current)}
                sizes="100vw"
                alt={alt}
                className="max-h-full max-w-full rounded-lg"
              />
            )}
            {photos.length > 1 && (
              <>
                <button
                  type="button"
                  onClick={() => step(-1)}
                  className="absolute left-4 rounded-full bg-white/20 p-3 text-white"
                  aria-label={t('reviews.previousPhoto')}
                >
                  ‹
                </button>
                <button
                  type="button"
                  onClick={() => step(1)}
                  className="absolute right-4 rounded-full bg-white/20 p-3 text-white"
                  aria-label={t('reviews.nextPhoto')}
                >
                  ›
                </button>
              </>
            )}
            <Dialog.Close
              className="absolute right-4 top-4 rounded-full bg-white/20 px-3 py-1 text-white"
              aria-label={t('reviews.closePhoto')}
            >
              ×
            </Dialog.Close>
            {reportable && current && (
              <div className="absolute bottom-4 left-1/2 -translate-x-1/2">
                <ReportButton key={current.id} targetType="photo" targetId={current.id} variant="overlay" />
              </div>
            )}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </section>
  );
}
