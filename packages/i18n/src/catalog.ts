import type { FEATURE_MESSAGES } from './features.ts';
import type { en } from './messages/en.ts';
import type { PluralForms } from './translate.ts';

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void
  ? I
  : never;
type FeatureEnglish = UnionToIntersection<(typeof FEATURE_MESSAGES)[number]['en']>;

/** The English reference: shell messages plus every feature's. */
export type EnglishMessages = typeof en & ([FeatureEnglish] extends [never] ? unknown : FeatureEnglish);
export type MessageKey = keyof EnglishMessages & string;

/** Every language has every key; plural messages stay plural (forms per language may differ). */
export type Catalog = { [K in MessageKey]: EnglishMessages[K] extends string ? string : PluralForms };
