import type { Review } from '@app/contracts';
import { useI18n } from '../../../shared/lib/i18n';
import { Dialog } from '../../../shared/ui/dialog';
import { ReportButton } from '../../moderation';

type Photo = Review['photos'][number];

const srcSet = (photo: Photo) => photo.variants.map((v) => `${v.url} ${v.width}w`).join(', ') || undefined;

/** A review's photos one at a time, full size: arrows (keys and buttons) step, Escape or × closes. */
export function PhotoViewer(props: {
  open: boolean;
  onOpenChange(open: boolean): void;
  photos: Photo[];
  index: number;
  onIndexChange(index: number): void;
  alt: string;
  reportable: boolean;
}) {
  const { t } = useI18n();
  const { photos } = props;
  const current = photos[props.index] ?? null;
  const step = (delta: number) => props.onIndexChange((props.index + delta + photos.length) % photos.length);
  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Content
          className="fixed inset-0 z-50 flex size-full items-center justify-center p-4 backdrop:bg-black/90"
          onKeyDown={(event) => {
            if (event.key === 'ArrowRight') step(1);
            if (event.key === 'ArrowLeft') step(-1);
          }}
        >
          <Dialog.Title className="sr-only">{props.alt}</Dialog.Title>
          <Dialog.Description className="sr-only">
            {t('reviews.photoOf', { index: props.index + 1, total: photos.length })}
          </Dialog.Description>
          {current && (
            <img
              src={current.url}
              srcSet={srcSet(current)}
              sizes="100vw"
              alt={props.alt}
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
          {props.reportable && current && (
            <div className="absolute bottom-4 left-1/2 -translate-x-1/2">
              <ReportButton key={current.id} targetType="photo" targetId={current.id} variant="overlay" />
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
