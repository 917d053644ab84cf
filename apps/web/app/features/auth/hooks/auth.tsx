import { type AuthResult, isLocale, type Locale, STORAGE_KEYS, type User } from '@app/contracts';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError, getStoredToken, onUnauthorized } from '../../../shared/lib/api';

import { type DateTimeStyle, formatDateTime } from '../../../shared/lib/format';
import { useI18n } from '../../../shared/lib/i18n';
import { afterPageHydrated } from '../../../shared/lib/page-hydration';
import { canonicalTimeZone } from '../../../shared/lib/time-zone-ids';
import { createAnonymousAccount } from '../api/create-anonymous-account';
import { getCurrentUser } from '../api/get-current-user';
import { requestSignOut } from '../api/request-sign-out';

/**
 * Spec section 4: the auth state. The token lives in local storage (`auth_token`); on start the
 * current user is fetched with it; a 401 anywhere signs out. "Authenticated" means a token, a user
 * and not anonymous; an anonymous account has a token and a user but is not authenticated.
 */
export interface AuthValue {
  user: User | null;
  token: string | null;
  /** False until the stored token has been checked (render nothing personal before). */
  ready: boolean;
  isAuthenticated: boolean;
  /** Stores the answer of a sign-in, sign-up or password reset. */
  acceptSession(result: AuthResult): void;
  signInAnonymously(): Promise<AuthResult>;
  signOut(): Promise<void>;
  refresh(): Promise<void>;
  replaceUser(user: User): void;
}

function storeToken(token: string | null) {
  try {
    if (token) localStorage.setItem(STORAGE_KEYS.authToken, token);
    else localStorage.removeItem(STORAGE_KEYS.authToken);
  } catch {
    // Storage can be unavailable (private mode, quota); the session then lasts for this page only.
  }
}

/** The review drafts' store, loaded when a session starts or ends (it stays out of every page's first load). */
const forgetDrafts = (keep: (owner: unknown) => boolean) =>
  import('../../../shared/lib/draft-owner').then((drafts) => drafts.forgetDrafts(keep)).catch(() => {});

const signedOut: AuthValue = {
  user: null,
  token: null,
  ready: false,
  isAuthenticated: false,
  acceptSession: () => {},
  signInAnonymously: () => Promise.reject(new Error('No AuthProvider')),
  signOut: async () => {},
  refresh: async () => {},
  replaceUser: () => {},
};

const AuthContext = createContext<AuthValue>(signedOut);

export function AuthProvider({ children }: { children: ReactNode }) {
  const { locale } = useI18n();
  const [token, setToken] = useState<string | null>(null);
  const [user, setUser] = useState<User | null>(null);
  const [ready, setReady] = useState(false);

  const clear = useCallback(() => {
    storeToken(null);
    setToken(null);
    setUser(null);
  }, []);

  const load = useCallback(
    async (candidate: string | null) => {
      if (!candidate) {
        setToken(null);
        setUser(null);
        return;
      }
      try {
        const { user: current } = await getCurrentUser({ token: candidate });
        setToken(candidate);
        setUser(current);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) clear();
        // Any other failure (offline, 5xx) keeps the token: the session is probably still fine.
        else setToken(candidate);
      }
    },
    [clear],
  );

  useEffect(() => {
    onUnauthorized(clear);
    // Every section of the page reads the session: it is applied once they have hydrated
    // (shared/ui/page-section.tsx).
    void load(getStoredToken())
      .then(afterPageHydrated)
      .finally(() => setReady(true));
    // Another tab signed in or out.
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.authToken) void load(event.newValue);
    };
    window.addEventListener('storage', onStorage);
    return () => {
      onUnauthorized(undefined);
      window.removeEventListener('storage', onStorage);
    };
  }, [clear, load]);

  const acceptSession = useCallback((result: AuthResult) => {
    storeToken(result.token);
    setToken(result.token);
    setUser(result.user);
    // Review drafts belong to one person (issue 30): a visitor's or another account's left in this
    // browser are not offered to the one signing in.
    void forgetDrafts((owner) => owner === result.user.id);
  }, []);

  const signInAnonymously = useCallback(async () => {
    const result = await createAnonymousAccount({ token: null });
    acceptSession(result);
    return result;
  }, [acceptSession]);

  const signOut = useCallback(async () => {
    const current = getStoredToken();
    const leaving = user?.id;
    clear();
    // The account's review drafts leave the browser with it (issue 30).
    const forgetLeaving = () => (leaving ? forgetDrafts((owner) => owner !== leaving) : undefined);
    await forgetLeaving();
    if (current) await requestSignOut({ token: current }).catch(() => {});
    // Once more after the pages re-rendered without the account: nothing of it stays behind.
    await forgetLeaving();
  }, [clear, user]);

  const refresh = useCallback(() => load(getStoredToken()), [load]);

  // Spec section 6: an authenticated user's language change is saved to the account; the interface
  // switches anyway. A failed save is not dropped (the account's e-mails and the next device would
  // stay in the old language): the wish is kept in the browser and sent again, a few seconds later,
  // when the browser is back online, and at the next start.
  const previousLocale = useRef(locale);
  useEffect(() => {
    const switched = previousLocale.current !== locale;
    previousLocale.current = locale;
    if (!token || !user?.id || user.anonymous) return;
    const wish = pendingLanguage(user.id, switched && user.language !== locale ? locale : undefined);
    if (!wish || wish === user.language) return void pendingLanguage(user.id, null);
    let current = true;
    let cancel: (() => void) | undefined;
    import('../api/save-language')
      .then(({ saveLanguage }) => {
        if (current) cancel = saveLanguage(user.id, wish, setUser);
      })
      .catch(() => {});
    return () => {
      current = false;
      cancel?.();
    };
  }, [locale, token, user]);

  const value = useMemo<AuthValue>(
    () => ({
      user,
      token,
      ready,
      isAuthenticated: Boolean(token && user && !user.anonymous),
      acceptSession,
      signInAnonymously,
      signOut,
      refresh,
      replaceUser: setUser,
    }),
    [user, token, ready, acceptSession, signInAnonymously, signOut, refresh],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthValue {
  return useContext(AuthContext);
}

/** A same-site path to return to after signing in; anything else (other sites, `//host`) is ignored. */
export function safeRedirect(value: string | null | undefined, fallback: string): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}

/**
 * The named route guard "auth": a visitor who is not signed in (anonymous included, unless
 * `allowAnonymous`) is sent to sign-in, and back here afterwards. Answers whether the page may
 * render its content.
 */
export function useRequireAuth(allowAnonymous = false, holdsReviewKey = false): boolean {
  const { ready, isAuthenticated, user } = useAuth();
  const { locale } = useI18n();
  const location = useLocation();
  const navigate = useNavigate();
  // An anonymous account's session is the only key to what it wrote: pages about one's own content
  // (editing a review, "My reviews") accept it instead of sending its author to sign in.
  // A browser that opened a review's private link (issue 30) manages that review without a session.
  const allowed = isAuthenticated || (allowAnonymous && (user !== null || holdsReviewKey));
  useEffect(() => {
    if (ready && !allowed) {
      const back = `${location.pathname}${location.search}`;
      void navigate(`/${locale}/auth/sign-in?redirect=${encodeURIComponent(back)}`, { replace: true });
    }
  }, [ready, allowed, locale, location.pathname, location.search, navigate]);
  return ready && allowed;
}

/**
 * Dates and times in the user's time zone (the browser's when signed out) and language, with the
 * Georgian fallback of `shared/lib/format.ts` for browsers whose Intl lacks Georgian. The server renders
 * without a session, so until the session is known (the server render and the hydrating one, which
 * must match it) dates are written in UTC; then in the user's zone. A style's own `timeZone` wins.
 */
/** The reader's time zone for dates (UTC until the session is known, as the server rendered). */
export function useReaderTimeZone(): string | undefined {
  const { user, ready } = useAuth();
  return ready ? (user?.timezone ?? undefined) : 'UTC';
}

export function useDateTimeFormat() {
  const { tag } = useI18n();
  const { user, ready } = useAuth();
  const timeZone = ready ? user?.timezone : 'UTC';
  return useCallback(
    (value: string | number | Date, style: DateTimeStyle = { dateStyle: 'medium', timeStyle: 'short' }) =>
      formatDateTime(value, tag, { ...style, timeZone: style.timeZone ?? timeZone }),
    [tag, timeZone],
  );
}

/**
 * The language this account switched to and has not saved yet ("<user id> <locale>" in the browser):
 * `next` records a new wish, null forgets it; answers the wish of `userId`, if any.
 */
function pendingLanguage(userId: string, next?: Locale | null): Locale | undefined {
  try {
    if (next) localStorage.setItem(STORAGE_KEYS.pendingLanguage, `${userId} ${next}`);
    if (next === null) localStorage.removeItem(STORAGE_KEYS.pendingLanguage);
    const [owner, language] = (localStorage.getItem(STORAGE_KEYS.pendingLanguage) ?? '').split(' ');
    return owner === userId && isLocale(language) ? language : undefined;
  } catch {
    // Storage refused: the switch is saved now, not remembered for later.
    return next ?? undefined;
  }
}

/** The browser's IANA time zone under today's id (settings' auto-detect, sign-up). */
export function detectTimeZone(): string | undefined {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone ? canonicalTimeZone(zone) : undefined;
  } catch {
    return undefined;
  }
}
