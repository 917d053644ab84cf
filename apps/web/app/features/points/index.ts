/** What other features show of points: the sofas a review earned (points/explainer.ts, the explainer dialog, is an entry of its own: it is loaded on use). */
export * from './components/earned-sofas';
