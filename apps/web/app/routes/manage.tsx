import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { exchangeReviewKey } from '../features/reviews/api/exchange-review-key';
import { ApiError } from '../shared/lib/api';
import { useI18n } from '../shared/lib/i18n';
import { pageMeta } from '../shared/lib/meta';
import { storeReviewGrant } from '../shared/lib/review-keys';
import { Card, FormAlert, primaryButtonClass, TextField } from '../shared/ui/form';
import { ScreenIntro } from '../shared/ui/screen-intro';
import type { Route } from './+types/manage';

/** The private link carries its secret after `#`: no request, log, page view or Referer holds it. */
export const headers: Route.HeadersFunction = () => ({ 'Referrer-Policy': 'no-referrer' });

export const meta: Route.MetaFunction = ({ matches, location }) => [
  ...pageMeta({
    matches,
    location,
    titleKey: 'reviewKey.manage.title',
    descriptionKey: 'reviewKey.manage.description',
    noindex: true,
  }),
  { name: 'referrer', content: 'no-referrer' },
];

type State =
  | { status: 'form' }
  | { status: 'opening' }
  | { status: 'invalid' }
  | { status: 'failed'; text: string };

/**
 * Issue 30: "Manage an anonymous review". A private link (`/{lang}/manage#<secret>`) is read once,
 * taken out of the address bar, and exchanged for this browser's grant to that one review, which
 * then opens with Edit, Lock and Delete. Without a link, the short code is typed here. A link or
 * code that does not work says so in the reader's language and changes nothing.
 */
export default function ManageReview() {
  const { locale, t } = useI18n();
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ status: 'form' });
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const started = useRef(false);

  const open = async (key: string) => {
    setState({ status: 'opening' });
    try {
      const grant = await exchangeReviewKey({ body: { key }, token: null });
      storeReviewGrant(grant.reviewId, grant.grant);
      navigate(`/${locale}/reviews/${grant.reviewId}`, { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'REVIEW_KEY_INVALID') setState({ status: 'invalid' });
      else
        setState({
          status: 'failed',
          text:
            error instanceof ApiError && error.code === 'RATE_LIMITED'
              ? t('errors.rateLimited')
              : t('reviewKey.failed'),
        });
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the link is read once, on arrival
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const key = window.location.hash.slice(1);
    if (!key) return;
    // Out of the address bar (and so out of history, bookmarks and screenshots) before anything else.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    void open(decodeURIComponent(key));
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setCodeError(t('reviewKey.manage.codeRequired'));
      return;
    }
    setCodeError(undefined);
    void open(code);
  };

  return (
    <>
      <ScreenIntro titleKey="reviewKey.manage.title" descriptionKey="reviewKey.manage.description" />
      <Card>
        {state.status === 'opening' ? (
          <p role="status">{t('reviewKey.manage.opening')}</p>
        ) : (
          <div className="space-y-4">
            {state.status === 'invalid' && (
              <div role="alert" className="space-y-2" data-testid="review-key-invalid">
                <h2 className="text-lg font-semibold">{t('reviewKey.manage.invalidTitle')}</h2>
                <p>{t('reviewKey.manage.invalidText')}</p>
                <p className="text-sm text-stone-600 dark:text-stone-400">{t('reviewKey.manage.lost')}</p>
              </div>
            )}
            {state.status === 'failed' && <FormAlert>{state.text}</FormAlert>}
            <p>{t('reviewKey.manage.intro')}</p>
            <form onSubmit={submit} noValidate className="space-y-4">
              <TextField
                label={t('reviewKey.manage.codeLabel')}
                hint={t('reviewKey.manage.codeHint')}
                error={codeError}
                value={code}
                onChange={(e) => setCode(e.target.value)}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={40}
              />
              <button type="submit" className={primaryButtonClass}>
                {t('reviewKey.manage.submit')}
              </button>
            </form>
          </div>
        )}
      </Card>
    </>
  );
}
