/**
 * What bench/ may use of the server besides `@app/server/app` and `@app/server/testing`: the
 * database and the few business functions the load and seed scripts drive directly. bench/ imports
 * nothing of apps/server/src by relative path (checked by .dependency-cruiser.mjs).
 */
export { loadConfig } from '../config.ts';
export { openDatabase, rowsOf } from '../db/client.ts';
export { sessions, users } from '../db/schema.ts';
export { hashPassword } from '../features/auth/passwords.ts';
export { createSession, findSessionUser } from '../features/auth/sessions.ts';
export { createCaptchaChallenge } from '../features/captcha/captcha.ts';
export { importGazetteer } from '../features/places/import-gazetteer.ts';
export { deleteReview } from '../features/reviews/write-review.ts';
export { recomputePlaceStats } from '../seed/seed-demo.ts';
export { answerCaptcha } from '../testing/factories.ts';
