import { AwsClient } from 'aws4fetch';
import type { S3Settings } from '../config.ts';
import type { FileStore } from './file-store.ts';

export interface S3Options extends S3Settings {
  /** Per request; a stuck store must not hold an upload forever. */
  timeoutMs?: number;
}

/** Same rule as the local store: keys are made by the server, still refuse anything odd. */
function checkKey(key: string): string {
  if (!/^[\w\-./]+$/.test(key) || key.includes('..') || key.startsWith('/')) {
    throw new Error(`Invalid storage key: ${key}`);
  }
  return key.split('/').map(encodeURIComponent).join('/');
}

/**
 * Any S3-compatible object store (AWS S3, MinIO, Garage, Scaleway…), signed with SigV4 by aws4fetch:
 * four plain HTTP calls (PUT, GET, HEAD, DELETE) are all the plan files need.
 */
export class S3FileStore implements FileStore {
  readonly kind = 's3' as const;
  private readonly client: AwsClient;
  private readonly base: string;
  private readonly timeoutMs: number;

  constructor(options: S3Options) {
    this.client = new AwsClient({
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      region: options.region,
      service: 's3',
    });
    const endpoint = new URL(options.endpoint);
    const root = endpoint.pathname.replace(/\/$/, '');
    this.base = options.pathStyle
      ? `${endpoint.origin}${root}/${encodeURIComponent(options.bucket)}`
      : `${endpoint.protocol}//${options.bucket}.${endpoint.host}${root}`;
    this.timeoutMs = options.timeoutMs ?? 30_000;
  }

  private url(key: string): string {
    return `${this.base}/${checkKey(key)}`;
  }

  private async send(method: string, key: string, init: RequestInit = {}): Promise<Response> {
    return this.client.fetch(this.url(key), { ...init, method, signal: AbortSignal.timeout(this.timeoutMs) });
  }

  private static async fail(action: string, key: string, res: Response): Promise<never> {
    const body = await res.text().catch(() => '');
    const code = /<Code>([^<]+)<\/Code>/.exec(body)?.[1] ?? res.statusText;
    throw new Error(`S3 ${action} ${key} failed: ${res.status} ${code}`);
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const res = await this.send('PUT', key, {
      body: bytes,
      headers: { 'content-type': contentType, 'content-length': String(bytes.byteLength) },
    });
    if (!res.ok) await S3FileStore.fail('PUT', key, res);
    await res.arrayBuffer().catch(() => undefined);
  }

  async get(key: string): Promise<Uint8Array | null> {
    const res = await this.send('GET', key);
    if (res.status === 404) {
      await res.arrayBuffer().catch(() => undefined);
      return null;
    }
    if (!res.ok) await S3FileStore.fail('GET', key, res);
    return new Uint8Array(await res.arrayBuffer());
  }

  async delete(key: string): Promise<void> {
    const res = await this.send('DELETE', key);
    // S3 answers 204 whether or not the key existed; some compatible stores say 404.
    if (!res.ok && res.status !== 404) await S3FileStore.fail('DELETE', key, res);
    await res.arrayBuffer().catch(() => undefined);
  }

  async exists(key: string): Promise<boolean> {
    const res = await this.send('HEAD', key);
    if (res.status === 404) return false;
    if (!res.ok) await S3FileStore.fail('HEAD', key, res);
    return true;
  }
}
