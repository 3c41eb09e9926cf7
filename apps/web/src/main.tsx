import './lib/zod-without-eval.ts';
import './lib/preact-effect-order.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { AppRoutes } from './app/router.tsx';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const app = (
  <StrictMode>
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
);

// A transition lets React yield to the browser while it builds the first screen,
// so no single long task keeps the page from answering a tap.
startTransition(() => {
  // Public pages arrive rendered by the server (entry-server.tsx): React takes over that HTML.
  if (container.hasChildNodes()) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
