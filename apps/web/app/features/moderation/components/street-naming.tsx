import {
  type Locale,
  type ModerationItem,
  STREET_NAME_LIMITS,
  STREET_NAME_PATTERN,
  type StreetNames,
} from '@app/contracts';
import { type FormEvent, useId, useRef, useState } from 'react';
import { ApiError } from '../../../shared/lib/api';

import { translateApiDetail } from '../../../shared/lib/api-errors';
import { useI18n } from '../../../shared/lib/i18n';
import { fieldClass } from '../../../shared/ui/form-dialog';
import { nameStreet } from '../api/name-street';
import { SubmitOrCancel } from './moderation-ui';

const LANGS = ['en', 'ru', 'ka'] as const;
const muted = 'text-sm text-stone-600 dark:text-stone-400';

type FieldProblems = Partial<Record<Locale, string>>;

/**
 * On a place flagged `unknown_street`: the moderator names the street in the three scripts (issue
 * 33, item 3), starting from the writer's spelling and the machine's transliterations. The
 * browser checks each field (required, length, the script by `pattern`) with our texts; the server
 * checks again and its field errors show beside the fields.
 */
export function StreetNaming(props: { item: ModerationItem; onNamed(next: ModerationItem): void }) {
  const { item } = props;
  const { locale, t } = useI18n();
  const id = useId();
  const details = useRef<HTMLDetailsElement>(null);
  const naming = item.streetNaming;
  const start = naming?.suggestions ?? { en: '', ru: '', ka: '' };
  const [names, setNames] = useState<StreetNames>(start);
  const [problems, setProblems] = useState<FieldProblems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);

  if (saved) {
    return (
      <p
        role="status"
        className="rounded-lg bg-primary-50 p-3 text-sm dark:bg-primary-950"
        data-testid="street-named"
      >
        {t('moderation.street.saved')}
      </p>
    );
  }
  if (!naming) return null;

  /** The browser's own verdict on a field, in the page's words. */
  const problemOf = (input: HTMLInputElement, lang: Locale): string => {
    const { validity } = input;
    if (validity.valueMissing || !input.value.trim()) return t('moderation.street.required');
    if (validity.tooLong) return t('moderation.street.tooLong', { count: STREET_NAME_LIMITS.max });
    if (validity.patternMismatch) return t(`moderation.street.script.${lang}`);
    return '';
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    setSaving(true);
    try {
      const next = await nameStreet({
        params: { placeId: item.targetId },
        query: { lang: locale },
        body: names,
      });
      setSaved(true);
      props.onNamed(next);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'VALIDATION_FAILED' && error.envelope?.details) {
        const byField: FieldProblems = {};
        for (const detail of error.envelope.details) {
          const lang = LANGS.find((l) => l === detail.field);
          if (lang) byField[lang] = translateApiDetail(t, detail);
        }
        setProblems(byField);
      } else if (error instanceof ApiError && error.status === 429) {
        setFailure(t('moderation.street.rateLimited'));
      } else {
        setFailure(t('moderation.street.failed'));
      }
    } finally {
      setSaving(false);
    }
  };

  const cancel = () => {
    setNames(start);
    setProblems({});
    setFailure(null);
    if (details.current) details.current.open = false;
  };

  return (
    <details
      ref={details}
      className="rounded-2xl border border-stone-200 bg-white p-5 dark:border-stone-800 dark:bg-stone-900"
      data-testid="street-naming"
    >
      <summary className="cursor-pointer text-lg font-semibold">{t('moderation.street.open')}</summary>
      <form onSubmit={(event) => void submit(event)} className="mt-3 space-y-3">
        <p className={muted}>{t('moderation.street.explain', { street: naming.typed })}</p>
        {LANGS.map((lang) => {
          const problem = problems[lang];
          return (
            <div key={lang}>
              <label htmlFor={`${id}-${lang}`} className="text-sm font-medium">
                {t(`moderation.street.${lang}`)}
              </label>
              <input
                id={`${id}-${lang}`}
                name={lang}
                lang={lang}
                type="text"
                required
                maxLength={STREET_NAME_LIMITS.max}
                pattern={STREET_NAME_PATTERN[lang]}
                autoComplete="off"
                value={names[lang]}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${id}-${lang}-problem` : undefined}
                onChange={(event) => {
                  event.currentTarget.setCustomValidity('');
                  setNames({ ...names, [lang]: event.currentTarget.value });
                  if (problem) setProblems({ ...problems, [lang]: undefined });
                }}
                onInvalid={(event) => {
                  const input = event.currentTarget;
                  const text = problemOf(input, lang);
                  input.setCustomValidity(text);
                  setProblems((current) => ({ ...current, [lang]: text }));
                }}
                className={fieldClass}
              />
              {problem && (
                <p id={`${id}-${lang}-problem`} className="mt-1 text-sm text-red-700 dark:text-red-400">
                  {problem}
                </p>
              )}
            </div>
          );
        })}
        {failure && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {failure}
          </p>
        )}
        <SubmitOrCancel
          saving={saving}
          submit={t('moderation.street.save')}
          savingLabel={t('moderation.street.saving')}
          cancel={t('moderation.street.cancel')}
          onCancel={cancel}
        />
      </form>
    </details>
  );
}
