import { CONTROL_CHARACTERS_MESSAGE, findControlCharacters } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';

/**
 * Refuses an API request whose body, query or path carries a control character (contracts'
 * control-characters.ts), before its schema and its handler: 400 VALIDATION_FAILED naming the
 * field, the same answer whatever the handler would have done with the value.
 */
export function refuseControlCharacters(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    for (const [part, value] of [
      ['body', request.body],
      ['querystring', request.query],
      ['params', request.params],
    ] as const) {
      const field = findControlCharacters(value);
      if (field === null) continue;
      throw new AppError('VALIDATION_FAILED', CONTROL_CHARACTERS_MESSAGE, {
        details: [{ field: field || part, message: CONTROL_CHARACTERS_MESSAGE, code: 'CONTROL_CHARACTERS' }],
      });
    }
  });
}
