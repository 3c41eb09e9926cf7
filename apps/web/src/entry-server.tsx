/**
 * The server's renderer of the public pages (home, explore, gig, categories,
 * the static pages) and of the signed-in dashboard and messages (decision 0101). Built by `vite build --ssr` into apps/web/dist-server and
 * loaded by the API server (apps/api/src/web/serve-web-app.ts), which hands in
 * the answers to the page's first reads; the browser then hydrates the same
 * tree from the same answers (main.tsx, lib/api-client.ts).
 */
import { Writable } from 'node:stream';
import { StrictMode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { AppRoutes } from './app/router.tsx';
import { setPrefetchedAnswers } from './lib/api-client.ts';
import { paths } from './lib/paths.ts';
import { SESSION_PATH } from '@teenfreelance/contracts/api-paths';
import type { SessionResponse } from '@teenfreelance/contracts/auth';

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

/** Who the warm-up renders as when signed in: only what the signed-in header reads. */
const SIGNED_IN_SAMPLES: readonly SessionResponse[] = (['buyer', 'freelancer', 'admin'] as const).map((role) => ({
  user: {
    id: `prepare-${role}`,
    name: 'Prepare',
    email: `prepare-${role}@example.com`,
    role,
    isPro: false,
    avatarUrl: null,
    provider: 'password',
    createdAt: new Date(0).toISOString(),
    isMinor: false,
    parentalConsent: 'not_required',
    sellingPaused: false,
    isDemo: false,
  },
}));

/**
 * Lazily loaded parts that a page's first URL does not render: the dashboard's tabs after Overview, one
 * chunk a role (decision 0116), met at any of those tabs.
 */
const SIGNED_IN_ONLY_SAMPLES = [paths.dashboard.getHref('orders')];

/** Renders the page at `url` to the end, waiting for every lazily loaded module it meets, and answers its HTML. */
function prerenderToEnd(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        chunks.push(String(chunk));
        done();
      },
      final(done) {
        resolve(chunks.join(''));
        done();
      },
    });
    // onAllReady comes once every module met so far is loaded and rendered, under React and under Preact (decision 0096).
    const stream = renderToPipeableStream(<App url={url} />, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: reject,
    });
  });
}

/**
 * Renders the page at `url` until two renders agree. A lazy module inside another (a role's dashboard inside
 * the dashboard page) is only met once the outer one is loaded, and Preact's onAllReady may come before it is:
 * each pass loads the next level (decision 0101).
 */
async function prerenderUntilSettled(url: string, session?: SessionResponse): Promise<void> {
  let previous: string | undefined;
  for (let pass = 0; pass < 5; pass++) {
    // Each answer serves one read: the session is handed in again for every pass.
    setPrefetchedAnswers(session ? new Map([[SESSION_PATH, session]]) : undefined);
    try {
      const html = await prerenderToEnd(url);
      if (html === previous) return;
      previous = html;
    } finally {
      setPrefetchedAnswers(undefined);
    }
  }
}

/**
 * Loads every lazily split module the pages at `urls` use, by rendering each
 * once to the end, as a visitor and signed in as each role (the signed-in
 * header's menus, bell and messages link are split too, and so is each role's
 * dashboard and its tabs after Overview). Afterwards `render` finds them loaded and renders at once: a
 * signed-in page's first render is complete, not a Suspense fallback the
 * browser would have to replace (React's error #419).
 */
export async function prepare(urls: readonly string[]): Promise<void> {
  for (const url of urls) await prerenderUntilSettled(url);
  for (const session of SIGNED_IN_SAMPLES) {
    for (const url of [...urls, ...SIGNED_IN_ONLY_SAMPLES]) await prerenderUntilSettled(url, session);
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
