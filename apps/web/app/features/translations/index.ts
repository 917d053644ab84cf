/** What other features use of translations: a text with its Translate control. */
export * from './components/translation';
