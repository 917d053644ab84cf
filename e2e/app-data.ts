/**
 * The end-to-end app's data: the staff accounts the specs sign in with, made the way the operator's
 * CLI makes them (npm run admin), and on the embedded database also the gazetteer and the demo data
 * (what `npm run seed` does). Written into the database that the environment names (DATA_DIR or
 * DATABASE_URL), before the app starts: the embedded database belongs to one process at a time.
 */
import { STAFF } from './tests/staff.ts';

export async function createStaff(): Promise<void> {
  const { createStaffAccounts } = await import('../apps/server/src/cli/admin.ts');
  await createStaffAccounts(
    Object.entries(STAFF).map(([role, account]) => ({ ...account, role: role as keyof typeof STAFF })),
  );
}

export async function prepareSeededData(): Promise<void> {
  await createStaff();
  const { prepareDatabase } = await import('../apps/server/src/cli/seed.ts');
  await prepareDatabase();
}
