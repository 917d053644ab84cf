export * from './moderation-store.ts';
export * from './review-checks.ts';
export * from './text-checks.ts';
export * from './vote-checks.ts';
