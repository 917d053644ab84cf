/** What other parts of the server may use from translations/ (docs/code-structure.md); everything else stays inside. */
export {
  type CachedTranslations,
  type FindCachedTranslationsOptions,
  findCachedTranslations,
} from './find-cached-translations.ts';
