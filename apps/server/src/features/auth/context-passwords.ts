import { isGuessableByContext, lettersOf } from '@app/contracts/password-context';
import type { Db } from '../../db/client.ts';
import { namesGeorgianArea } from '../places/index.ts';

/**
 * Whether a new password is guessable from its context (contracts' isGuessableByContext: the
 * site's name, the main places, keyboard walks, the person's name or e-mail, as the browser checks
 * it too), or any Georgian city or district by one of its names, with digits and symbols around it.
 */
export async function isGuessableInContext(
  db: Pick<Db, 'execute'>,
  password: string,
  person: { email?: string | null | undefined; name?: string | null | undefined },
): Promise<boolean> {
  if (isGuessableByContext(password, person)) return true;
  const core = lettersOf(password);
  if (core.length < 3) return false;
  // A Georgian city or district by one of its names, the password's letters or all but two.
  const candidates = [
    ...new Set([core, core.slice(1), core.slice(0, -1), core.slice(2), core.slice(0, -2), core.slice(1, -1)]),
  ].filter((word) => word.length >= 3);
  return namesGeorgianArea(db, candidates);
}
