import { legal as en } from './en.ts';
import { legal as ka } from './ka.ts';
import { legal as ru } from './ru.ts';

export type * from './types.ts';

export const LEGAL = { en, ru, ka } as const;
