/** What other features use of auth: the signed-in account and its preferences, and who is staff. */
export * from './hooks/auth';
export { isStaff } from './utils/roles';
