import { LOCALES, type Locale } from '@app/contracts';
import { LANGUAGE_NAMES } from '@app/i18n';
import { Link, useLocation } from 'react-router';
import { useI18n } from '../shared/lib/i18n';
import { localeCookie, switchLocalePath } from '../shared/lib/locale';
import { Flag } from '../shared/ui/flag';
import { Menu, menuItemClass } from '../shared/ui/menu';

/** Remembers the choice (spec section 2) so `/` sends the visitor to it next time. */
export function rememberLocale(locale: Locale) {
  // biome-ignore lint/suspicious/noDocumentCookie: the spec names this exact cookie; the Cookie Store API is not in every browser
  document.cookie = localeCookie(locale);
}

export function LanguageSelector() {
  const { locale, t } = useI18n();
  const location = useLocation();
  return (
    <Menu
      align="start"
      side="top"
      triggerClassName="inline-flex items-center gap-2 rounded-lg border border-stone-300 px-3 py-1.5 text-sm hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-primary-600 dark:border-stone-700 dark:hover:bg-stone-800"
      triggerLabel={`${t('footer.language')}: ${LANGUAGE_NAMES[locale]}`}
      trigger={
        <>
          <Flag code={locale} className="h-3.5 w-5 rounded-sm shadow-sm" />
          <span>{LANGUAGE_NAMES[locale]}</span>
          <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true" fill="currentColor">
            <path d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06z" />
          </svg>
        </>
      }
      className="min-w-40 rounded-lg border border-stone-200 bg-white p-1 shadow-lg dark:border-stone-700 dark:bg-stone-900"
    >
      {LOCALES.map((code) => (
        <Link
          key={code}
          role="menuitemradio"
          aria-checked={code === locale}
          tabIndex={-1}
          to={switchLocalePath(location.pathname, location.search, code)}
          hrefLang={code}
          lang={code}
          onClick={() => rememberLocale(code)}
          className={`${menuItemClass} aria-checked:font-semibold`}
        >
          <Flag code={code} className="h-3.5 w-5 rounded-sm shadow-sm" />
          {LANGUAGE_NAMES[code]}
        </Link>
      ))}
    </Menu>
  );
}
