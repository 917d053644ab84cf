import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../lib/i18n';

/**
 * An author's name on a review or comment: a link to their page only when the content carries a
 * named author. Content without one (anonymous accounts, names hidden) gets plain text, so nothing
 * on the page points at an account.
 */
export function AuthorLink({
  author,
  children,
  className,
}: {
  author: { id: string; name: string } | null;
  children: ReactNode;
  className?: string;
}) {
  const { locale } = useI18n();
  if (!author) return <span className={className}>{children}</span>;
  return (
    <Link to={`/${locale}/authors/${author.id}`} className={`${className ?? ''} hover:underline`.trim()}>
      {children}
    </Link>
  );
}
