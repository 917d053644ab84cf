/** What other parts of the server may use from auth/ (docs/code-structure.md); everything else stays inside. */
export { getUserSettings, saveUserSettings, swapAvatarKey, updateUserProfile } from './account-settings.ts';
export {
  type AccountRow,
  accountNames,
  findAccount,
  findAccountByEmail,
  isAnonymousAccount,
  searchAccounts,
} from './accounts-for-moderation.ts';
export { accountsForPoints } from './accounts-for-points.ts';
export { accountsForWatches } from './accounts-for-watches.ts';
export { findNamedAuthor, type NamedAuthor } from './named-authors.ts';
export { hashPassword } from './passwords.ts';
export type { SessionUser } from './sessions.ts';
export { findSessionUser, purgeEndedSessions } from './sessions.ts';
export { purgeExpiredSignUps } from './sign-up.ts';
export { createVerifiedAccount, setAccountRole, setAccountSuspended } from './staff-accounts.ts';
export { getTranslationPreferences, saveTranslationPreferences } from './translation-preferences.ts';
export { loadUserProfile } from './user-profile.ts';
