import type { Locale } from '@app/contracts';
import type {} from 'altcha/types/react';
import { useEffect, useRef, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import { getApiBaseUrl } from '../../../shared/lib/api';
import { useI18n } from '../../../shared/lib/i18n';

interface HostedCaptchaApi {
  render(element: HTMLElement, options: Record<string, unknown>): string;
  remove?(id: string): void;
}

declare global {
  interface Window {
    $altcha?: { algorithms: Map<string, () => Worker> };
    turnstile?: HostedCaptchaApi;
    hcaptcha?: HostedCaptchaApi;
  }
}

type CaptchaConfig = { provider: 'altcha' | 'turnstile' | 'hcaptcha'; siteKey: string | null };

const HOSTED_SCRIPTS = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
  hcaptcha: 'https://js.hcaptcha.com/1/api.js?render=explicit&recaptchacompat=off',
} as const;

const hostedLoading = new Map<string, Promise<void>>();

/** Loads a hosted captcha's script once, with this page's CSP nonce (its origin is allowed then). */
function loadHostedScript(provider: 'turnstile' | 'hcaptcha', nonce: string | undefined): Promise<void> {
  let pending = hostedLoading.get(provider);
  if (!pending) {
    pending = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = HOSTED_SCRIPTS[provider];
      script.async = true;
      if (nonce) script.nonce = nonce;
      script.onload = () => resolve();
      script.onerror = () => reject(new Error(`${provider} could not load`));
      document.head.append(script);
    });
    hostedLoading.set(provider, pending);
  }
  return pending;
}

/** Cloudflare Turnstile or hCaptcha, when the operator configured one instead of ALTCHA. */
function HostedCaptcha(props: {
  provider: 'turnstile' | 'hcaptcha';
  siteKey: string;
  onChange(token: string | null): void;
}) {
  const { locale, t } = useI18n();
  const ref = useRef<HTMLDivElement>(null);
  const nonce = (useRouteLoaderData('root') as { nonce?: string } | undefined)?.nonce;
  const [failed, setFailed] = useState(false);
  const { provider, siteKey } = props;
  // The form passes a new callback each render; the widget must not be rebuilt for that.
  const onChange = useRef(props.onChange);
  onChange.current = props.onChange;
  useEffect(() => {
    let widgetId: string | undefined;
    let cancelled = false;
    loadHostedScript(provider, nonce)
      .then(() => {
        const api = provider === 'turnstile' ? window.turnstile : window.hcaptcha;
        if (cancelled || !api || !ref.current) return;
        widgetId = api.render(ref.current, {
          sitekey: siteKey,
          callback: (token: string) => onChange.current(token),
          'expired-callback': () => onChange.current(null),
          'error-callback': () => onChange.current(null),
          ...(provider === 'turnstile' ? { language: locale } : { hl: locale }),
        });
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      const api = provider === 'turnstile' ? window.turnstile : window.hcaptcha;
      if (widgetId) api?.remove?.(widgetId);
    };
  }, [provider, siteKey, nonce, locale]);
  if (failed) return <p role="alert">{t('form.captchaError')}</p>;
  return <div ref={ref} />;
}

let loading: Promise<void> | null = null;

/**
 * Loads the ALTCHA widget only when a form needs it: the "external" build (no inline workers, so the
 * strict CSP holds), its PBKDF2 worker from our origin, and the page's language.
 */
function loadAltcha(locale: Locale): Promise<void> {
  loading ??= (async () => {
    await import('altcha/external');
    await import('altcha/altcha.css');
    const { default: Pbkdf2Worker } = await import('altcha/workers/pbkdf2?worker');
    window.$altcha?.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());
  })();
  return loading.then(async () => {
    if (locale === 'ru') await import('altcha/i18n/ru');
    if (locale === 'ka') await import('altcha/i18n/ka');
  });
}

/**
 * The self-hosted proof-of-work captcha (spec: a captcha is required to publish). It solves in the
 * browser, offline, in about a second, and reports the payload for the review request.
 */
export function CaptchaWidget({ onChange }: { onChange(payload: string | null): void }) {
  const captcha = (useRouteLoaderData('root') as { captcha?: CaptchaConfig } | undefined)?.captcha;
  if (captcha && captcha.provider !== 'altcha' && captcha.siteKey) {
    return <HostedCaptcha provider={captcha.provider} siteKey={captcha.siteKey} onChange={onChange} />;
  }
  return <AltchaCaptcha onChange={onChange} />;
}

/** What the proof-of-work is doing, said aloud (aria-live) and shown next to the control. */
type CaptchaStatus = 'waiting' | 'checking' | 'verified' | 'failed';

function AltchaCaptcha({ onChange }: { onChange(payload: string | null): void }) {
  const { locale, t } = useI18n();
  const ref = useRef<HTMLElement>(null);
  const [ready, setReady] = useState(false);
  const [status, setStatus] = useState<CaptchaStatus>('waiting');

  useEffect(() => {
    let cancelled = false;
    loadAltcha(locale).then(() => !cancelled && setReady(true));
    return () => {
      cancelled = true;
    };
  }, [locale]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `ready` re-runs this once the widget element exists
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      setStatus(
        detail.state === 'verifying'
          ? 'checking'
          : detail.state === 'verified'
            ? 'verified'
            : detail.state === 'error'
              ? 'failed'
              : 'waiting',
      );
      onChange(detail.state === 'verified' && detail.payload ? detail.payload : null);
    };
    element.addEventListener('statechange', onState);
    return () => element.removeEventListener('statechange', onState);
  }, [onChange, ready]);

  const said =
    status === 'checking'
      ? t('form.captchaChecking')
      : status === 'verified'
        ? t('form.captchaVerified')
        : status === 'failed'
          ? t('form.captchaError')
          : '';
  return (
    <div data-captcha-status={status}>
      {ready ? (
        // Starts its proof-of-work as soon as the form opens (auto="onload"), so the wait is hidden.
        <altcha-widget
          ref={ref}
          challenge={`${getApiBaseUrl()}/captcha/challenge`}
          language={locale}
          name="altcha"
          type="checkbox"
          auto="onload"
        />
      ) : (
        // Until the widget has loaded, a control that looks like what comes: a box and its label.
        <button
          type="button"
          disabled
          className="flex h-16 w-full max-w-[260px] items-center gap-3 rounded-lg border border-stone-300 bg-white px-4 text-left text-sm dark:border-stone-700 dark:bg-stone-900"
        >
          <span aria-hidden="true" className="h-5 w-5 shrink-0 rounded border-2 border-stone-400" />
          {t('form.captcha')}
        </button>
      )}
      <p aria-live="polite" className="mt-1 min-h-5 text-sm text-stone-600 dark:text-stone-400">
        {said}
      </p>
    </div>
  );
}
