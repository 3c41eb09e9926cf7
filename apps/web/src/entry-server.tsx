/**
 * The server's renderer of the public pages (home, explore, gig, categories,
 * the static pages). Built by `vite build --ssr` into apps/web/dist-server and
 * loaded by the API server (apps/api/src/web/serve-web-app.ts), which hands in
 * the answers to the page's first reads; the browser then hydrates the same
 * tree from the same answers (main.tsx, lib/api-client.ts).
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { AppRoutes } from './app/router.tsx';
import { setPrefetchedAnswers } from './lib/api-client.ts';

function App({ url }: { url: string }) {
  return (
    <StrictMode>
      <AppProviders>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>
  );
}

/**
 * Loads every lazily split module the pages at `urls` use, by rendering each
 * once to the end. Afterwards `render` finds them loaded and renders at once.
 */
export async function prepare(urls: readonly string[]): Promise<void> {
  for (const url of urls) {
    const { prelude } = await prerenderToNodeStream(<App url={url} />);
    prelude.resume();
  }
}

/**
 * The HTML of the page at `url` (path and query) as it first looks with these
 * answers to its reads (GET path -> JSON body). Synchronous, so the answers of
 * one request never meet another's. A part whose module is not loaded yet is
 * left for the browser to render.
 */
export function render(url: string, answers: Record<string, unknown>): string {
  setPrefetchedAnswers(new Map(Object.entries(answers)));
  try {
    return renderToString(<App url={url} />);
  } finally {
    setPrefetchedAnswers(undefined);
  }
}
