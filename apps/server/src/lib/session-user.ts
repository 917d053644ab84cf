/** The signed-in user behind a request, as features/auth resolves it from a session token. */
export interface SessionUser {
  id: string;
  sessionId: string;
  isAnonymous: boolean;
  isVerified: boolean;
  authProvider: string | null;
  role: 'user' | 'moderator' | 'admin';
  isBanned: boolean;
}
