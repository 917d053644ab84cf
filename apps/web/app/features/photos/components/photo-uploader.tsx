import { LIMITS, type Photo } from '@app/contracts';
import { useId, useState } from 'react';
import { ApiError, newIdempotencyKey } from '../../../shared/lib/api';

import { useI18n } from '../../../shared/lib/i18n';
import { attachReviewPhotos } from '../api/attach-review-photos';
import { uploadPhoto } from '../api/upload-photo';

const THUMBNAIL = {
  sm: { image: 'size-16', remove: '-right-1.5 -top-1.5 bg-stone-900 px-1.5 text-xs' },
  md: { image: 'size-24', remove: 'right-1 top-1 bg-stone-900/80 px-2' },
} as const;

type Status = { kind: 'idle' } | { kind: 'uploading'; count: number } | { kind: 'done'; count: number };

/**
 * Picks photos and uploads each at once (POST /photos/upload), showing uploading, failed and done
 * states; the caller attaches the returned photos when its review or comment is saved. The file
 * input is a real, focusable control inside its label, so keyboards and screen readers reach it.
 */
export function PhotoUploader(props: {
  photos: Photo[];
  onChange(photos: Photo[]): void;
  /** How many photos the review or comment may have. */
  max: number;
  /** The text of the pick button (e.g. "Add photos"). */
  label: string;
  /** Thumbnail size: small under a comment, larger in the review form. */
  size: keyof typeof THUMBNAIL;
  /** Runs before the first upload (the review form opens an anonymous session there). */
  beforeUpload?(): Promise<void>;
  /**
   * The review being edited: photos are uploaded for it, as its author, so that a browser managing
   * it by its private link (no session of the author's) may add some too.
   */
  reviewId?: string | undefined;
  /** Told while uploads run, so a form can wait before it submits. */
  onBusyChange?(busy: boolean): void;
}) {
  const { t } = useI18n();
  const inputId = useId();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const room = props.max - props.photos.length;
  const thumbnail = THUMBNAIL[props.size];

  const upload = async (files: File[]) => {
    const batch = files.slice(0, room);
    setError(null);
    setStatus({ kind: 'uploading', count: batch.length });
    props.onBusyChange?.(true);
    const added: Photo[] = [];
    try {
      await props.beforeUpload?.();
      for (const [index, file] of batch.entries()) {
        setStatus({ kind: 'uploading', count: batch.length - index });
        try {
          if (file.size > LIMITS.photoMaxBytes)
            throw new ApiError(413, 'PAYLOAD_TOO_LARGE', 'File too large');
          const form = new FormData();
          form.append('file', file);
          // One key per file: a retry after a 503 answers the first upload instead of a second photo.
          const request = { body: form, idempotencyKey: newIdempotencyKey() };
          added.push(
            await (props.reviewId
              ? attachReviewPhotos({ ...request, params: { id: props.reviewId } })
              : uploadPhoto(request)),
          );
        } catch (cause) {
          setError(
            cause instanceof ApiError && cause.status === 413 ? t('photos.tooLarge') : t('photos.failed'),
          );
        }
      }
    } catch {
      setError(t('photos.failed'));
    } finally {
      setStatus(added.length > 0 ? { kind: 'done', count: added.length } : { kind: 'idle' });
      props.onBusyChange?.(false);
      if (added.length > 0) props.onChange([...props.photos, ...added]);
    }
  };

  return (
    <div className="space-y-2">
      {props.photos.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {props.photos.map((photo, index) => (
            <li key={photo.id} className="relative">
              <img
                src={photo.variants[0]?.url ?? photo.url}
                alt=""
                className={`${thumbnail.image} rounded-lg object-cover`}
              />
              <button
                type="button"
                onClick={() => {
                  setStatus({ kind: 'idle' });
                  setError(null);
                  props.onChange(props.photos.filter((p) => p.id !== photo.id));
                }}
                className={`absolute rounded-full text-white ${thumbnail.remove}`}
                aria-label={t('photos.remove', { index: index + 1 })}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-3 text-sm">
        {room > 0 && status.kind !== 'uploading' && (
          <label
            htmlFor={inputId}
            className="cursor-pointer rounded-lg border border-dashed border-stone-300 px-3 py-1.5 font-medium hover:bg-stone-100 focus-within:outline-2 focus-within:outline-primary-600 dark:border-stone-700 dark:hover:bg-stone-800"
          >
            {props.label}
            <input
              id={inputId}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              multiple
              className="sr-only"
              onChange={(event) => {
                const files = [...(event.currentTarget.files ?? [])];
                event.currentTarget.value = '';
                if (files.length > 0) void upload(files);
              }}
            />
          </label>
        )}
        <span className="text-stone-500 dark:text-stone-400">{t('photos.limit', { count: props.max })}</span>
        <span role="status" className="text-stone-600 dark:text-stone-400">
          {status.kind === 'uploading' && t('photos.uploading', { count: status.count })}
          {status.kind === 'done' && t('photos.uploaded', { count: status.count })}
        </span>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
