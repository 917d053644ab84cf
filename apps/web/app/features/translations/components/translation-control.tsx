import type { Locale, TranslationItem, TranslationProvider } from '@app/contracts';
import type { MessageKey, Translate } from '@app/i18n';
import type * as React from 'react';
import type { api as Api } from '../../../shared/lib/api-client';
import { onModelDownload, requestTranslation } from '../api/translation-client';

/**
 * Everything the control needs from the page comes in as props: a lazy chunk that imported the
 * app's own modules would make the bundler split them out of the first-load chunks, which costs
 * every review page more than this whole file.
 */
export interface TranslationControlProps {
  /** The texts one control translates together: a comment, or all of a review's (issue 33). */
  texts: ReadonlyArray<{ item: TranslationItem; text: string }>;
  /** Draws the texts as shown (translated or the originals), in `lang`. */
  render(shown: readonly string[], lang: Locale): React.ReactNode;
  /** The control's row above the texts (a whole review's), not below. */
  controlsFirst?: boolean | undefined;
  source: Locale;
  target: Locale;
  t: Translate;
  order: readonly TranslationProvider[];
  /** The languages always translated, comma-separated ("ru,ka"). */
  always: string;
  /**
   * Translate at once (it was loaded by a tap). For a signed-in reader the control is there before
   * any tap, to read the account's choice, and waits for one.
   */
  start: boolean;
  /** The signed-in reader, whose account remembers the choice too. */
  user: string | undefined;
  /** Remembers the choice in this browser; the control saves it on the account too. */
  remember(next: Locale[]): void;
  api: typeof Api;
  /** The page's React hooks: importing 'react' here would split React out of the shared chunk. */
  react: Pick<typeof React, 'useEffect' | 'useState'>;
}

let accountChecked: string | undefined;

/** The interface languages (LOCALES of @app/contracts, not imported: see the props' comment). */
const LOCALES: Locale[] = ['en', 'ru', 'ka'];

type State =
  | { status: 'original'; translation?: { texts: string[]; provider: TranslationProvider } }
  | { status: 'loading' }
  | { status: 'translated'; texts: string[]; provider: TranslationProvider }
  | { status: 'failed'; reason: 'timeout' | 'unavailable' | 'rateLimited' };

const linkButton =
  'rounded font-medium text-primary-700 underline-offset-2 hover:underline focus-visible:outline-2 dark:text-primary-300';

/**
 * The Translate control once in use (loaded on the first tap, see translation.tsx): it translates
 * at once, shows the translation in place marked as machine-translated and by whom, keeps the
 * original one tap away and remembers "always translate from X". A failure leaves the original.
 */
export function TranslationControl(props: TranslationControlProps) {
  const { texts, source, target, t } = props;
  const alwaysFrom = props.always.split(',');
  const { useEffect, useState } = props.react;
  const isAlways = alwaysFrom.includes(source);
  // Mounted for a signed-in reader before any tap (to read the account's choice): it waits.
  const [state, setState] = useState<State>({ status: 'original' });
  // Asked for in this control (a tap on its own Translate button); a tap that loaded it is `start`.
  const [wanted, setWanted] = useState(false);
  // The on-device model being fetched for this text (0…1), while it is.
  const [download, setDownload] = useState<number | null>(null);
  useEffect(() => {
    if (state.status !== 'loading') {
      setDownload(null);
      return;
    }
    return onModelDownload((loaded) => setDownload(loaded < 1 ? loaded : null));
  }, [state.status]);

  const translate = async () => {
    setWanted(true);
    setState({ status: 'loading' });
    // Asked in the same moment, the server's texts go in one request (translation-client.ts).
    const results = await Promise.all(
      texts.map(({ item, text }) =>
        requestTranslation(props.api, { item, text, source, target, order: props.order }),
      ),
    );
    // A text that could not be translated stays as written beside the others; only when none
    // could does the reader see why.
    const done = results.find((result) => !('reason' in result));
    if (!done || 'reason' in done) {
      const [failure] = results;
      setState({ status: 'failed', reason: failure && 'reason' in failure ? failure.reason : 'unavailable' });
      return;
    }
    setState({
      status: 'translated',
      texts: results.map((result, i) => ('reason' in result ? texts[i]!.text : result.text)),
      provider: done.provider,
    });
  };
  /** In this browser (the page's store), and on the account when signed in and `save`. */
  const changeAlways = (languages: string[], save: boolean) => {
    const next = LOCALES.filter((l) => languages.includes(l));
    props.remember(next);
    if (save && props.user) {
      props.api('PUT /translations/preferences', { body: { alwaysFrom: next } }).catch(() => {});
    }
  };
  // Mounted by a tap or by the remembered choice: either way, translate now (and again for an edited text).
  useEffect(() => {
    if ((props.start || wanted || isAlways) && state.status !== 'translated') void translate();
  }, [texts.map((x) => x.text).join('\u0000'), target, isAlways, props.start]);

  // The account's choice, once per signed-in reader and page load, joins this browser's.
  useEffect(() => {
    const { user } = props;
    if (!user || accountChecked === user) return;
    accountChecked = user;
    props
      .api('GET /translations/preferences')
      .then((account) => changeAlways([...alwaysFrom, ...account.alwaysFrom], false))
      .catch(() => {});
  }, [props.user]);

  const content =
    state.status === 'translated'
      ? props.render(state.texts, target)
      : props.render(
          texts.map((x) => x.text),
          source,
        );
  const controls = (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-stone-500 dark:text-stone-400">
      {state.status === 'translated' ? (
        <>
          <span data-testid="machine-translated">
            {t(`translation.from.${source}` as MessageKey)} ·{' '}
            {t(`translation.provider.${state.provider}` as MessageKey)}
          </span>
          <button
            type="button"
            className={linkButton}
            onClick={() => setState({ status: 'original', translation: state })}
          >
            {t('translation.showOriginal')}
          </button>
          <button
            type="button"
            className={linkButton}
            aria-pressed={isAlways}
            onClick={() =>
              changeAlways(isAlways ? alwaysFrom.filter((l) => l !== source) : [...alwaysFrom, source], true)
            }
          >
            {t(`translation.${isAlways ? 'alwaysOn' : 'always'}.${source}` as MessageKey)}
          </button>
        </>
      ) : state.status === 'loading' ? (
        <span role="status">
          {download === null
            ? t('translation.translating')
            : t('translation.downloading', { percent: Math.round(download * 100) })}
        </span>
      ) : state.status === 'original' && state.translation ? (
        <button
          type="button"
          className={linkButton}
          onClick={() => state.translation && setState({ status: 'translated', ...state.translation })}
        >
          {t('translation.showTranslation')}
        </button>
      ) : (
        <button type="button" className={linkButton} onClick={() => void translate()}>
          {t('translation.translate')}
        </button>
      )}
      {state.status === 'failed' && (
        <span role="alert" className="text-red-700 dark:text-red-400">
          {t(`translation.failed.${state.reason}` as MessageKey)}
        </span>
      )}
    </div>
  );
  return (
    <div data-translation={state.status} className="space-y-1">
      {props.controlsFirst ? controls : content}
      {props.controlsFirst ? content : controls}
    </div>
  );
}
