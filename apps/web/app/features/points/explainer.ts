/** The dialog that explains sofas (points): an entry of its own, for a dynamic import on use. */
export * from './components/sofas-explainer';
