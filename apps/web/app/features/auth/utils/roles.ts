import type { Role } from '@app/contracts';

/** Moderators and administrators may open the moderation pages (the server checks every call). */
export const isStaff = (role: Role | undefined) => role === 'moderator' || role === 'admin';
