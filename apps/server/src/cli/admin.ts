import path from 'node:path';
import { parseArgs } from 'node:util';
import { type ModerationUser, ROLES, type Role } from '@app/contracts';
import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from '../db/client.ts';
import { createStaffAccount } from '../features/moderation/staff.ts';

/**
 * `npm run admin -w apps/server -- create --email E --name N [--role admin|moderator|user]`
 * creates the first admin (or any staff account), or gives an existing account the role. The
 * password comes from ADMIN_PASSWORD (never a command-line argument, which `ps` would show).
 *
 * With the embedded database, stop the server first: PGlite belongs to one process at a time.
 * With DATABASE_URL (PostgreSQL) it runs beside the server.
 */

const USAGE =
  'Usage: ADMIN_PASSWORD=… npm run admin -w apps/server -- create --email you@example.com --name "Your Name" [--role admin]';

export interface AdminCommand {
  email: string;
  name: string;
  role: Role;
}

export function parseAdminArgs(argv: readonly string[]): AdminCommand {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string', default: 'admin' },
    },
  });
  if (positionals[0] !== 'create') throw new Error(USAGE);
  if (!values.email) throw new Error(`--email is required\n${USAGE}`);
  const role = values.role as Role;
  if (!ROLES.includes(role)) throw new Error(`--role must be one of ${ROLES.join(', ')}\n${USAGE}`);
  return { email: values.email, name: values.name ?? values.email.split('@')[0]!, role };
}

/**
 * Creates (or promotes) staff accounts in the database the server uses (DATABASE_URL, or the
 * embedded one in DATA_DIR), migrating it first. Also how the end-to-end run makes its staff.
 */
export async function createStaffAccounts(
  accounts: ReadonlyArray<AdminCommand & { password?: string | undefined }>,
): Promise<ModerationUser[]> {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config, { poolSize: 1 });
  try {
    await database.migrate();
    const created: ModerationUser[] = [];
    for (const account of accounts) created.push(await createStaffAccount(database.db, account));
    return created;
  } finally {
    await database.close();
  }
}

async function main() {
  const command = parseAdminArgs(process.argv.slice(2));
  const password = process.env.ADMIN_PASSWORD;
  if (password !== undefined && password.length < 8)
    throw new Error('ADMIN_PASSWORD must have 8 characters or more');
  const [user] = await createStaffAccounts([{ ...command, password }]);
  process.stdout.write(`${user!.email} is now ${user!.role} (id ${user!.id}).\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
