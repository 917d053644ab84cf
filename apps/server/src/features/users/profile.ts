import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../auth/index.ts';

/** Only the account itself may read or change its profile: any other id is 403, whatever the token. */
export function assertOwnAccount(caller: SessionUser, userId: string) {
  if (caller.id !== userId) throw new AppError('FORBIDDEN', 'You can only access your own account');
}
