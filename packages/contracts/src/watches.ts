import { z } from 'zod';
import { emailSchema, localeSchema } from './auth.ts';
import { addressPageQuerySchema } from './places.ts';

/**
 * Watching a place or a typed address for new reviews (issue 36, item 4). Private: only the
 * watcher's own watches are ever read back; nothing answers who or how many watch a place.
 */

/** A typed address as its page (GET /places/address) takes it. */
export const watchAddressSchema = addressPageQuerySchema.pick({ q: true, cityId: true });

const watchTargetFields = {
  placeId: z.uuid({ error: 'placeId must be a place id' }).optional(),
  address: watchAddressSchema.optional(),
};
const oneTarget = (value: { placeId?: string | undefined; address?: unknown }) =>
  (value.placeId === undefined) !== (value.address === undefined);
const oneTargetError = { error: 'Give either placeId or address', path: ['placeId'] };

export const createWatchBodySchema = z
  .object({
    ...watchTargetFields,
    /**
     * A visitor's (or an account without a verified address's) e-mail: a confirmation link goes
     * there first (double opt-in). Left out by a signed-in reader with a verified address.
     */
    email: emailSchema.optional(),
    /** The language of the mails. */
    lang: localeSchema,
  })
  .refine(oneTarget, oneTargetError);

/** `watching`: a verified account's watch, live at once; `confirmationSent`: a link was mailed. */
export const createWatchResultSchema = z.object({
  state: z.enum(['watching', 'confirmationSent']),
  /** The watch's id (accounts only: an e-mail watch has none to show until confirmed). */
  id: z.uuid().nullable(),
});

export const watchStatusQuerySchema = z
  .object({
    placeId: z.uuid({ error: 'placeId must be a place id' }).optional(),
    q: watchAddressSchema.shape.q.optional(),
    cityId: watchAddressSchema.shape.cityId,
  })
  .refine((value) => (value.placeId === undefined) !== (value.q === undefined), oneTargetError);

export const watchStatusSchema = z.object({ id: z.uuid().nullable() });

export const watchSchema = z
  .object({
    id: z.uuid(),
    /** The watched place, or null while the watch is of an address nobody has reviewed yet. */
    place: z.object({ id: z.uuid(), name: z.string(), kind: z.string() }).nullable(),
    /** The typed address and its city, for a watch that is not yet of a place. */
    address: z.object({ text: z.string(), cityId: z.uuid(), cityName: z.string() }).nullable(),
  })
  .meta({ id: 'Watch' });

export const watchListQuerySchema = z.object({ lang: localeSchema.default('en') });
export const watchListSchema = z.object({ items: z.array(watchSchema) });

export const watchIdParamsSchema = z.object({ id: z.uuid() });

/** The secret of a confirmation or unsubscribe link. */
export const watchTokenBodySchema = z.object({ token: z.string().min(20).max(100) });
export const watchTokenQuerySchema = watchTokenBodySchema;

export const watchConfirmResultSchema = z.object({
  /** What is now watched: the place's or the address's name, in the language asked. */
  name: z.string(),
  placeId: z.uuid().nullable(),
});

export type CreateWatchBody = z.input<typeof createWatchBodySchema>;
export type Watch = z.infer<typeof watchSchema>;
