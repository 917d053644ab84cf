/**
 * Staff accounts that e2e/start-server.ts creates before the app starts (as the operator's CLI
 * does), so the moderation tests can sign in as a moderator or an administrator.
 */
export const STAFF = {
  moderator: { email: 'moderator@e2e.example.com', name: 'Mira Moderator', password: 'Moderate-2026' },
  admin: { email: 'admin@e2e.example.com', name: 'Ada Admin', password: 'Administer-2026' },
} as const;
