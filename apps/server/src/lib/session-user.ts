/** The signed-in user behind a request, as features/auth resolves it from a session token. */
export interface SessionUser {
  id: string;
  sessionId: string;
  isAnonymous: boolean;
  isVerified: boolean;
  authProvider: string | null;
  role: 'user' | 'moderator' | 'admin';
  isBanned: boolean;
  /** When the account was made: a new account's links wait for a moderator (screening's holdsComment). */
  accountCreatedAt: Date;
}
