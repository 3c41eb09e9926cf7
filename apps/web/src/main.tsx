import './lib/zod-without-eval.ts';
import './lib/preact-effect-order.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { AppRoutes, preloadPage } from './app/router.tsx';
import { nextTask } from './lib/next-task.ts';
import { addPageModulePreloads } from './lib/page-module-preloads.ts';
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

// Tasks of their own for what the first screen costs, none of them long (decision 0106): the app's
// modules have just run in this one; then the page's chunks are asked for, a few a task, its module
// loading started, and the screen built.
// A transition lets React yield to the browser while it builds the first screen,
// so no single long task keeps the page from answering a tap.
void nextTask()
  .then(addPageModulePreloads)
  .then(() => {
    preloadPage(window.location.pathname);
    return nextTask();
  })
  .then(() =>
    startTransition(() => {
      // Public pages arrive rendered by the server (entry-server.tsx): React takes over that HTML.
      if (container.hasChildNodes()) hydrateRoot(container, app);
      else createRoot(container).render(app);
    }),
  );
