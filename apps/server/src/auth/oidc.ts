import * as oidc from 'openid-client';
import { isLoopbackUrl, type SsoProviderConfig } from '../config.ts';

/** Seconds before a silent provider counts as down (discovery, token, keys and userinfo requests). */
const PROVIDER_TIMEOUT_S = 8;
/** Discovery documents change rarely; re-reading them hourly picks up new endpoints without a restart. */
const DISCOVERY_TTL_MS = 60 * 60 * 1000;

/** The provider could not be reached, or answered with a server error. */
export class ProviderUnavailableError extends Error {
  constructor(cause: unknown) {
    super('OpenID provider unavailable', { cause });
    this.name = 'ProviderUnavailableError';
  }
}

/**
 * The configured OpenID Connect providers and their client configurations, discovered from each issuer's
 * `/.well-known/openid-configuration` on first use and kept for an hour. A failed discovery is not kept:
 * the next sign-in tries again.
 */
export class OidcProviders {
  private readonly cache = new Map<string, { config: Promise<oidc.Configuration>; at: number }>();

  constructor(private readonly providers: SsoProviderConfig[]) {}

  list(): SsoProviderConfig[] {
    return this.providers;
  }

  find(id: string): SsoProviderConfig | undefined {
    return this.providers.find((p) => p.id === id);
  }

  /** The client configuration of a provider; throws ProviderUnavailableError when discovery fails. */
  async configuration(provider: SsoProviderConfig): Promise<oidc.Configuration> {
    const cached = this.cache.get(provider.id);
    if (cached && Date.now() - cached.at < DISCOVERY_TTL_MS) return cached.config;
    const config = discover(provider);
    this.cache.set(provider.id, { config, at: Date.now() });
    config.catch(() => {
      if (this.cache.get(provider.id)?.config === config) this.cache.delete(provider.id);
    });
    return config;
  }
}

async function discover(provider: SsoProviderConfig): Promise<oidc.Configuration> {
  // Plain http is accepted only for loopback issuers (config.ts refuses others): tests, local development.
  const insecure = provider.issuer.startsWith('http://') && isLoopbackUrl(provider.issuer);
  try {
    const config = await oidc.discovery(
      new URL(provider.issuer),
      provider.clientId,
      provider.clientSecret
        ? { client_secret: provider.clientSecret }
        : { token_endpoint_auth_method: 'none' },
      provider.clientSecret ? oidc.ClientSecretBasic(provider.clientSecret) : oidc.None(),
      {
        timeout: PROVIDER_TIMEOUT_S,
        // The ID token's signature is checked against the provider's published keys (jwks_uri), not only
        // trusted because it came over TLS.
        execute: [oidc.enableNonRepudiationChecks, ...(insecure ? [oidc.allowInsecureRequests] : [])],
      },
    );
    config.timeout = PROVIDER_TIMEOUT_S;
    return config;
  } catch (error) {
    throw new ProviderUnavailableError(error);
  }
}

/** True when an error of openid-client means "the provider is down", not "the answer is wrong". */
export function isProviderUnreachable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if (current instanceof ProviderUnavailableError) return true;
    if (current instanceof oidc.ResponseBodyError && current.status >= 500) return true;
    const e = current as { name?: string; code?: string; message?: string; cause?: unknown };
    if (e.name === 'AbortError' || e.name === 'TimeoutError') return true;
    if (e.code === 'ECONNREFUSED' || e.code === 'ECONNRESET' || e.code === 'ENOTFOUND') return true;
    if (e.code === 'UND_ERR_CONNECT_TIMEOUT' || e.code === 'UND_ERR_SOCKET') return true;
    if (current instanceof TypeError && e.message === 'fetch failed') return true;
    current = e.cause;
  }
  return false;
}
