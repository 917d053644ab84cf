import { LOCALE_TAGS, type Locale } from '@app/contracts';
import { type Catalog, createTranslator, type Translate } from '@app/i18n';
import { createContext, type ReactNode, useContext, useMemo } from 'react';

interface I18nValue {
  locale: Locale;
  /** BCP 47 tag for Intl formatters (en-US, ru-RU, ka-GE). */
  tag: string;
  t: Translate;
}

const I18nContext = createContext<I18nValue | null>(null);

export function I18nProvider(props: { locale: Locale; catalog: Catalog; children: ReactNode }) {
  const { locale, catalog } = props;
  const value = useMemo(
    () => ({ locale, tag: LOCALE_TAGS[locale], t: createTranslator(locale, catalog) }),
    [locale, catalog],
  );
  return <I18nContext.Provider value={value}>{props.children}</I18nContext.Provider>;
}

export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n must be used inside <I18nProvider>');
  return value;
}

export const useT = () => useI18n().t;
