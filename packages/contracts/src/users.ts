import { z } from 'zod';
import { displayNameSchema, localeSchema, timezoneSchema, userSchema } from './auth.ts';

/** Profile and settings of one's own account (PATCH /users/{id}, GET/PUT /users/{id}/settings). */

export const userIdParamsSchema = z.object({ id: z.uuid('Invalid user id') });

export const updateUserRequestSchema = z
  .object({ name: displayNameSchema.optional(), language: localeSchema.optional() })
  .refine((body) => body.name !== undefined || body.language !== undefined, 'Nothing to update');

export const userSettingsSchema = z
  .object({
    name: displayNameSchema,
    language: localeSchema,
    mapsLanguage: localeSchema,
    timezone: timezoneSchema,
  })
  .meta({ id: 'UserSettings' });

export const userSettingsResponseSchema = z.object({
  settings: userSettingsSchema,
  avatarUrl: z.string().nullable(),
});

export const userResponseSchema = z.object({ user: userSchema });

export type UpdateUserRequest = z.input<typeof updateUserRequestSchema>;
export type UserSettings = z.infer<typeof userSettingsSchema>;
export type UserSettingsResponse = z.infer<typeof userSettingsResponseSchema>;
export type UserResponse = z.infer<typeof userResponseSchema>;
