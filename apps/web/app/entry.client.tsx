import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadCatalog } from './shared/lib/catalog';

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// The page's message catalogue comes as a file of its own (shared/lib/catalog.ts); the server preloads it
// with the page. Without it the page stays as the server rendered it: its links and forms still
// work as plain navigations.
const catalog = document.documentElement.dataset.catalog;
if (catalog) {
  loadCatalog(catalog).then(hydrate, (error: unknown) => console.error(error));
} else {
  hydrate();
}
