import type { ReactNode } from 'react';
import { useRouteLoaderData } from 'react-router';
import { useI18n } from '../../../shared/lib/i18n';
import { Tabs } from '../../../shared/ui/tabs';

export function useGoogleSignInEnabled(): boolean {
  const root = useRouteLoaderData('root') as { googleSignIn?: boolean } | undefined;
  return Boolean(root?.googleSignIn);
}

export function usePublicUrl(): string {
  const root = useRouteLoaderData('root') as { publicUrl?: string } | undefined;
  return root?.publicUrl ?? '';
}

const triggerClass =
  'flex-1 rounded-md px-3 py-1.5 text-sm font-medium text-stone-700 data-[state=active]:bg-white data-[state=active]:text-stone-900 data-[state=active]:shadow-sm dark:text-stone-300 dark:data-[state=active]:bg-stone-700 dark:data-[state=active]:text-white';

/** Spec section 2: sign-in and sign-up offer email and Google tabs; Google only when configured. */
export function AuthTabs({ email, google }: { email: ReactNode; google: ReactNode }) {
  const { t } = useI18n();
  const googleEnabled = useGoogleSignInEnabled();
  if (!googleEnabled) return <>{email}</>;
  return (
    <Tabs.Root defaultValue="email">
      <Tabs.List
        aria-label={t('auth.tabs.label')}
        className="mb-6 flex gap-1 rounded-lg bg-stone-100 p-1 dark:bg-stone-800"
      >
        {/* A tab names its panel too: "Email and password", so the panel never shares the e-mail field's name. */}
        <Tabs.Trigger value="email" className={triggerClass}>
          {t('auth.tabs.email')}
        </Tabs.Trigger>
        <Tabs.Trigger value="google" className={triggerClass}>
          {t('auth.tabs.google')}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="email">{email}</Tabs.Content>
      <Tabs.Content value="google">{google}</Tabs.Content>
    </Tabs.Root>
  );
}
