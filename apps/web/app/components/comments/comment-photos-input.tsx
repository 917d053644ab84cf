import { LIMITS } from '@app/contracts';
import { useId, useState } from 'react';
import { ApiError, apiRequest } from '../../lib/api';
import { useI18n } from '../../lib/i18n';
import type { Photo } from '../reviews/review-form-fields';

/** Photos for a comment: uploaded at once (pending), attached when the comment is posted. */
export function CommentPhotosInput(props: {
  photos: Photo[];
  onChange(photos: Photo[]): void;
  onBusyChange(busy: boolean): void;
}) {
  const { t } = useI18n();
  const inputId = useId();
  const [uploading, setUploading] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const room = LIMITS.photoMaxPerComment - props.photos.length;

  const upload = async (files: File[]) => {
    setError(null);
    const batch = files.slice(0, room);
    setUploading(batch.length);
    props.onBusyChange(true);
    const added: Photo[] = [];
    for (const file of batch) {
      try {
        if (file.size > LIMITS.photoMaxBytes) throw new ApiError(413, 'PAYLOAD_TOO_LARGE', 'File too large');
        const form = new FormData();
        form.append('file', file);
        added.push(await apiRequest<Photo>('/photos/upload', { method: 'POST', body: form }));
      } catch (cause) {
        setError(
          cause instanceof ApiError && cause.status === 413
            ? t('comments.photoTooLarge')
            : t('comments.photoFailed'),
        );
      } finally {
        setUploading((n) => n - 1);
      }
    }
    props.onBusyChange(false);
    props.onChange([...props.photos, ...added]);
  };

  return (
    <div className="space-y-2">
      {props.photos.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {props.photos.map((photo) => (
            <li key={photo.id} className="relative">
              <img
                src={photo.variants[0]?.url ?? photo.url}
                alt=""
                className="size-16 rounded-lg object-cover"
              />
              <button
                type="button"
                onClick={() => props.onChange(props.photos.filter((p) => p.id !== photo.id))}
                className="absolute -right-1.5 -top-1.5 rounded-full bg-stone-900 px-1.5 text-xs text-white"
                aria-label={t('comments.removePhoto')}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-3 text-sm">
        {room > 0 && (
          <label
            htmlFor={inputId}
            className="cursor-pointer rounded-lg border border-dashed border-stone-300 px-3 py-1.5 font-medium hover:bg-stone-100 focus-within:outline-2 focus-within:outline-primary-600 dark:border-stone-700 dark:hover:bg-stone-800"
          >
            {t('comments.addPhotos')}
            <input
              id={inputId}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              multiple
              className="sr-only"
              data-testid="comment-photo-input"
              onChange={(event) => {
                const files = [...(event.currentTarget.files ?? [])];
                event.currentTarget.value = '';
                if (files.length > 0) void upload(files);
              }}
            />
          </label>
        )}
        <span className="text-stone-500 dark:text-stone-400">
          {t('comments.photoLimit', { count: LIMITS.photoMaxPerComment })}
        </span>
        {uploading > 0 && (
          <span role="status" className="text-stone-600 dark:text-stone-400">
            {t('comments.photoUploading')}
          </span>
        )}
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
