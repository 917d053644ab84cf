/** What other features use of places: the visitor's position and the "near me" button. */
export * from './components/near-me-button';
export * from './utils/visitor-position';
