import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1, standing in for
 * Google in tests. Its development interactions show a login form (any login,
 * any password) and a consent form. The login typed in is the account's email.
 */
export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The environment a server needs to use this provider as Google. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export const OIDC_CLIENT_ID = 'teenfreelance-test';
const OIDC_CLIENT_SECRET = 'teenfreelance-test-secret-long-enough-0123456789';

/** 'jamie.lee@example.com' -> 'Jamie Lee' (the name a provider would report). */
export function nameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? 'user';
  return local
    .split(/[._-]+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join(' ');
}

export async function startTestOidcProvider({ redirectUris }: { redirectUris: string[] }): Promise<TestOidcProvider> {
  // Bind first so the issuer URL (with its port) is known before the provider is built.
  const http = await import('node:http');
  const holder: { handler?: ReturnType<Provider['callback']> } = {};
  const server = http.createServer((req, res) => {
    if (holder.handler) void holder.handler(req, res);
    else res.writeHead(503).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;

  const configuration: Configuration = {
    clients: [
      {
        client_id: OIDC_CLIENT_ID,
        client_secret: OIDC_CLIENT_SECRET,
        redirect_uris: redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: () => ({
        sub,
        email: sub,
        email_verified: true,
        name: nameFromEmail(sub),
        picture: 'https://lh3.example.com/a/photo.jpg',
      }),
    }),
    cookies: { keys: ['teenfreelance-test-cookie-key'] },
  };
  const provider = new Provider(issuer, configuration);
  holder.handler = provider.callback();

  return {
    issuer,
    clientId: OIDC_CLIENT_ID,
    clientSecret: OIDC_CLIENT_SECRET,
    env: { GOOGLE_ISSUER: issuer, GOOGLE_CLIENT_ID: OIDC_CLIENT_ID, GOOGLE_CLIENT_SECRET: OIDC_CLIENT_SECRET },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Walks the provider's pages as a browser would: follows redirects with its
 * cookies, submits the login form with `login` and then the consent form, and
 * stops at the first redirect outside the provider (the app's callback URL).
 */
export async function signInAtProvider(authorizationUrl: string, login: string): Promise<string> {
  const jar = new Map<string, string>();
  const origin = new URL(authorizationUrl).origin;
  let url = authorizationUrl;
  let method = 'GET';
  let body: URLSearchParams | undefined;
  for (let step = 0; step < 20; step++) {
    const response = await fetch(url, {
      method,
      redirect: 'manual',
      headers: {
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(body ? { body: body.toString() } : {}),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const eq = pair.indexOf('=');
      jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url).toString();
      if (!next.startsWith(origin)) return next;
      url = next;
      method = 'GET';
      body = undefined;
      continue;
    }
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (!action || !prompt) throw new Error(`unexpected provider page (${response.status}): ${html.slice(0, 300)}`);
    url = new URL(action, url).toString();
    method = 'POST';
    body = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'any-password' } : { prompt });
  }
  throw new Error('the provider did not redirect back');
}
