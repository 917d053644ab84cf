import type { MessageKey } from '@app/i18n';
import type { ReactNode } from 'react';
import { useT } from '../lib/i18n';

/** The heading block every screen starts with: its title and a one-line explanation. */
export function ScreenIntro(props: {
  titleKey: MessageKey;
  descriptionKey: MessageKey;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <section className="mx-auto max-w-2xl">
      <h1 className="text-3xl font-bold tracking-tight">{t(props.titleKey)}</h1>
      <p className="mt-3 text-stone-600 dark:text-stone-400">{t(props.descriptionKey)}</p>
      {props.children}
    </section>
  );
}
