/**
 * <PlaceSearch>: a text box with place suggestions (ARIA 1.2 combobox with a listbox popup).
 *
 * Props:
 * - `id`: the input's id (the listbox and options derive theirs from it).
 * - `label`: accessible name; `labelVisible` shows it above the box (default: screen readers only).
 * - `placeholder`, `defaultValue`, `autoFocus`.
 * - `kinds`: restrict suggestions to these place kinds (default: all).
 * - `withAddresses`: also offer street addresses (imported from OpenStreetMap, and from the geocoder when
 *   configured); they have no id and open the new-address step. A street address typed with its
 *   house number that no suggestion is comes back anyway (`source: 'typed'`, "Address · no reviews
 *   yet"), with or without this.
 * - `near`: rank places near this point higher.
 * - `onSelect(suggestion)`: called with the chosen suggestion (keyboard Enter or click).
 * - `onSubmitText(text)`: Enter with no active suggestion (e.g. use the text as a typed address).
 * - `addOption`: a last option that is not a place, "Add ‹text› as a new address", in place of the
 *   server's typed address (`source: 'typed'`: the text read as a street address that none of the
 *   suggestions is); chosen like the others (arrows + Enter, or a click), it calls `onChoose(text)`.
 *
 * Requests are debounced and an outdated one is aborted (AbortController) when the text changes.
 */
import type { PlaceKind, PlaceSuggestion } from '@app/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useI18n } from '../../../shared/lib/i18n';
import { fetchSuggestions } from '../api/places-api';

const DEBOUNCE_MS = 200;

export interface PlaceSearchProps {
  id: string;
  label: string;
  labelVisible?: boolean;
  placeholder?: string;
  defaultValue?: string;
  autoFocus?: boolean;
  kinds?: readonly PlaceKind[];
  withAddresses?: boolean;
  near?: { lat: number; lng: number } | undefined;
  onSelect(suggestion: PlaceSuggestion): void;
  onSubmitText?(text: string): void;
  addOption?: {
    label(text: string): string;
    onChoose(text: string): void;
  };
}

type Status = 'idle' | 'loading' | 'done' | 'failed';

/**
 * What was typed into the server-rendered field before the page started (a slow phone): read while
 * hydrating (the root marks `data-hydrated` after), so that it is kept and searched, not wiped.
 */
const typedBeforeStart = (id: string) =>
  typeof document === 'undefined' || document.documentElement.hasAttribute('data-hydrated')
    ? ''
    : ((document.getElementById(id) as HTMLInputElement | null)?.value ?? '');

export function PlaceSearch(props: PlaceSearchProps) {
  const { locale, t } = useI18n();
  const [early] = useState(() => typedBeforeStart(props.id));
  const [text, setText] = useState(early || (props.defaultValue ?? ''));
  const [answered, setAnswered] = useState<PlaceSuggestion[]>([]);
  const [status, setStatus] = useState<Status>('idle');
  const [open, setOpen] = useState(() => early !== '' && document.activeElement?.id === props.id);
  const [active, setActive] = useState(-1);
  const controller = useRef<AbortController | null>(null);
  const statusId = useId();
  const listId = `${props.id}-listbox`;
  const optionId = (index: number) => `${props.id}-option-${index}`;
  const kindsKey = props.kinds?.join(',') ?? '';
  const nearKey = props.near ? `${props.near.lat.toFixed(3)},${props.near.lng.toFixed(3)}` : '';

  // biome-ignore lint/correctness/useExhaustiveDependencies: kinds and near are compared by value (keys)
  useEffect(() => {
    const query = text.trim();
    controller.current?.abort();
    if (!query) {
      setAnswered([]);
      setStatus('idle');
      return;
    }
    const current = new AbortController();
    controller.current = current;
    setStatus('loading');
    const timer = setTimeout(() => {
      fetchSuggestions(
        {
          q: query,
          lang: locale,
          ...(props.kinds ? { kinds: props.kinds } : {}),
          ...(props.withAddresses ? { withAddresses: true } : {}),
          ...(props.near ? { near: props.near } : {}),
        },
        current.signal,
      )
        .then((answer) => {
          if (current.signal.aborted) return;
          setAnswered(answer.items);
          setActive(-1);
          setStatus('done');
        })
        .catch(() => {
          if (current.signal.aborted) return;
          setAnswered([]);
          setStatus('failed');
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      current.abort();
    };
  }, [text, locale, kindsKey, nearKey, props.withAddresses]);

  const choose = (suggestion: PlaceSuggestion) => {
    setText(suggestion.context ? `${suggestion.name}, ${suggestion.context}` : suggestion.name);
    setOpen(false);
    setActive(-1);
    props.onSelect(suggestion);
  };

  const query = text.trim();
  // With an add option, the typed address is that option (once the search has answered, so it
  // never names an older text), not a place of the list.
  const items = props.addOption ? answered.filter((item) => item.source !== 'typed') : answered;
  const offersAdd = status === 'done' && query.length > 0 && items.length < answered.length;
  const optionCount = items.length + (offersAdd ? 1 : 0);
  const chooseAdd = () => {
    setOpen(false);
    setActive(-1);
    props.addOption?.onChoose(query);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (optionCount === 0 ? -1 : (i + 1) % optionCount));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (optionCount === 0 ? -1 : i <= 0 ? optionCount - 1 : i - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = open ? items[active] : undefined;
      if (chosen) choose(chosen);
      else if (open && offersAdd && active === items.length) chooseAdd();
      else if (items.length > 0 && !props.onSubmitText) choose(items[0]!);
      else if (text.trim()) {
        setOpen(false);
        props.onSubmitText?.(text.trim());
      }
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else setText('');
    }
  };

  const expanded = open && query.length > 0 && optionCount > 0;
  const statusText =
    status === 'loading'
      ? t('places.search.searching')
      : status === 'failed'
        ? t('places.search.failed')
        : status === 'done' && items.length === 0
          ? t('places.search.noResults')
          : '';

  return (
    <div className="relative">
      <label htmlFor={props.id} className={props.labelVisible ? 'mb-1 block text-sm font-medium' : 'sr-only'}>
        {props.label}
      </label>
      <input
        id={props.id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-describedby={statusId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        // biome-ignore lint/a11y/noAutofocus: only where the caller asks (the picker after "change address")
        autoFocus={props.autoFocus}
        value={text}
        placeholder={props.placeholder}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className="w-full min-w-0 rounded-xl border border-stone-300 bg-white px-4 py-3 text-base shadow-sm focus:outline-2 focus:outline-primary-600 dark:border-stone-600 dark:bg-stone-900"
      />
      <p id={statusId} aria-live="polite" className="sr-only">
        {open ? statusText : ''}
      </p>
      {open && !expanded && statusText && text.trim() && (
        <div className="absolute z-20 mt-1 w-full rounded-xl border border-stone-200 bg-white px-4 py-2 text-sm text-stone-600 shadow-lg dark:border-stone-700 dark:bg-stone-900 dark:text-stone-400">
          {statusText}
        </div>
      )}
      {expanded && (
        <div
          id={listId}
          role="listbox"
          aria-label={t('places.search.suggestions')}
          className="absolute z-20 mt-1 max-h-80 w-full overflow-auto rounded-xl border border-stone-200 bg-white py-1 shadow-lg dark:border-stone-700 dark:bg-stone-900"
        >
          {items.map((item, index) => (
            // biome-ignore lint/a11y/useFocusableInteractive: combobox pattern, the input keeps the focus (aria-activedescendant)
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are handled on the input
            <div
              key={item.id ?? `${item.name}-${index}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // Keep the focus in the input (blur would close the list before the click lands).
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(item)}
              onMouseMove={() => setActive(index)}
              className={`flex cursor-pointer items-baseline justify-between gap-3 px-4 py-2 ${
                index === active ? 'bg-primary-50 dark:bg-primary-950' : ''
              }`}
            >
              <span className="min-w-0">
                <span className="font-medium">{item.name}</span>
                {item.context && <span className="text-stone-600 dark:text-stone-400">, {item.context}</span>}
              </span>
              <span className="shrink-0 text-xs text-stone-600 dark:text-stone-400">
                {item.source !== 'places' ? t(`places.source.${item.source}`) : t(`places.kind.${item.kind}`)}
                {item.reviewCount > 0 && ` · ${t('places.search.reviewCount', { count: item.reviewCount })}`}
              </span>
            </div>
          ))}
          {offersAdd && (
            // biome-ignore lint/a11y/useFocusableInteractive: combobox pattern, the input keeps the focus (aria-activedescendant)
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are handled on the input
            <div
              id={optionId(items.length)}
              role="option"
              aria-selected={active === items.length}
              onMouseDown={(event) => event.preventDefault()}
              onClick={chooseAdd}
              onMouseMove={() => setActive(items.length)}
              className={`flex cursor-pointer items-center gap-2 px-4 py-2 font-medium text-primary-800 dark:text-primary-300 ${
                items.length > 0 ? 'border-t border-stone-200 dark:border-stone-700' : ''
              } ${active === items.length ? 'bg-primary-50 dark:bg-primary-950' : ''}`}
            >
              <span aria-hidden="true" className="text-lg leading-none">
                +
              </span>
              <span className="min-w-0">{props.addOption!.label(query)}</span>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
