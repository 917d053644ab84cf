import type { ReactNode } from 'react';
import { VerificationBanner } from '../features/auth/components/verification-banner';
import { useT } from '../shared/lib/i18n';
import { PageSection } from '../shared/ui/page-section';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Spec section 2: top slot for the verification banner, the routed page, the footer. */
export function AppShell({ banner, children }: { banner?: ReactNode; children: ReactNode }) {
  const t = useT();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#content"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-stone-900"
      >
        {t('nav.skipToContent')}
      </a>
      {banner ?? <VerificationBanner />}
      <PageSection name="header">
        <SiteHeader />
      </PageSection>
      <main id="content" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
        {children}
      </main>
      <PageSection name="footer">
        <SiteFooter />
      </PageSection>
    </div>
  );
}
