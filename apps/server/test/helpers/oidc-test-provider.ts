import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

/**
 * A real OpenID Connect provider (the `oidc-provider` package) listening on loopback, for the SSO tests:
 * discovery, signing keys, PKCE, the login page, the token and userinfo endpoints are its own. Its
 * development login page takes any login name: the name is the account id (`sub`), and the account's
 * claims come from `accounts` (an unknown name gets a verified address of its own).
 */
export interface TestAccount {
  email: string;
  email_verified: boolean;
  given_name?: string;
  family_name?: string;
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  accounts: Map<string, TestAccount>;
  /** Makes the next ID tokens carry another audience than our client id (a token meant for another app). */
  setWrongAudience(on: boolean): void;
  /** Stops answering (connections refused): "provider down". */
  close(): Promise<void>;
}

export interface TestProviderOptions {
  /** Redirect URIs the client may use (the server's callback, a program's own address…). */
  redirectUris: string[];
  port?: number;
  clientId?: string;
  clientSecret?: string;
}

export async function startTestProvider(options: TestProviderOptions): Promise<TestProvider> {
  const clientId = options.clientId ?? 'courant';
  const clientSecret = options.clientSecret ?? 'courant-test-secret';
  const accounts = new Map<string, TestAccount>();
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
  const server = createServer((req, res) => handler?.(req, res));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name'],
    },
    async findAccount(_ctx, id) {
      const account = accounts.get(id) ?? { email: `${id}@exemple.fr`, email_verified: true };
      return { accountId: id, claims: async () => ({ sub: id, ...account }) };
    },
    // Our own application: consent is implied (no second page after the login).
    async loadExistingGrant(ctx) {
      const grantId =
        ctx.oidc.result?.consent?.grantId || ctx.oidc.session?.grantIdFor(ctx.oidc.client?.clientId ?? '');
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({
        accountId: ctx.oidc.session?.accountId ?? '',
        clientId: ctx.oidc.client?.clientId ?? '',
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    pkce: { required: () => true },
    // A signing key of its own per run (the ID tokens' signatures are checked against it by Courant).
    jwks: {
      keys: [
        {
          ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }),
          kid: 'test',
        },
      ],
    },
    ttl: {
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
    cookies: { keys: ['courant-test-provider'] },
    features: { devInteractions: { enabled: true } },
  };
  const provider = new Provider(issuer, configuration);
  // The development pages warn on the console at every start: not useful in tests.
  provider.on('server_error', () => {});
  handler = provider.callback();

  let wrongAudience = false;
  const idTokenProto = provider.IdToken.prototype as unknown as {
    issue: (this: { client: object }, ...args: unknown[]) => Promise<string>;
  };
  const issue = idTokenProto.issue;
  idTokenProto.issue = function (this: { client: object }, ...args: unknown[]) {
    if (wrongAudience) {
      // Same provider, same keys, same signature: only the audience is another application's.
      this.client = Object.create(this.client, { clientId: { value: 'another-application' } });
    }
    return issue.apply(this, args);
  };

  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    setWrongAudience(on) {
      wrongAudience = on;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A browser's cookie jar, reduced to what the provider's pages need (names and values). */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  store(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair?.indexOf('=') ?? -1;
      if (pair && at > 0) this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/**
 * Signs in at the provider as a person would through its login page (login name, any password), following
 * its redirects; answers the URL it finally sends the browser to (the redirect URI with code and state).
 */
export async function signInAtProvider(authorizationUrl: string, login: string): Promise<URL> {
  const jar = new CookieJar();
  let url = new URL(authorizationUrl);
  const origin = url.origin;
  let body: URLSearchParams | undefined;
  for (let hop = 0; hop < 10; hop++) {
    const res = await fetch(url, {
      method: body ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: jar.header(),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body,
    });
    jar.store(res);
    body = undefined;
    const location = res.headers.get('location');
    if (location) {
      url = new URL(location, url);
      if (url.origin !== origin) return url;
      continue;
    }
    const html = await res.text();
    if (res.status !== 200 || !html.includes('name="login"')) {
      throw new Error(`Unexpected provider page ${res.status}: ${html.slice(0, 300)}`);
    }
    // The login form posts back to the interaction's own address.
    body = new URLSearchParams({ prompt: 'login', login, password: 'secret' });
  }
  throw new Error('Too many redirects at the provider');
}
