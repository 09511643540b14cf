import type { AppRouter } from '@courant/server';
import { createTRPCClient, httpBatchLink, type TRPCClient, TRPCClientError } from '@trpc/client';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';

export type { AppRouter };
export type CourantInputs = inferRouterInputs<AppRouter>;
export type CourantOutputs = inferRouterOutputs<AppRouter>;
export { TRPCClientError as CourantError };

export interface CourantClientOptions {
  /** Server origin, e.g. 'http://localhost:3000' (the tRPC endpoint is `${baseUrl}/trpc`). */
  baseUrl: string;
  /** A session token (from login or register); sent as `Authorization: Bearer <token>`. */
  token?: string;
  /** A fetch implementation (defaults to the global one): handy for tests and custom agents. */
  fetch?: typeof globalThis.fetch;
}

export interface CourantClientHelpers {
  /** Signs in and keeps the session token for the following calls. */
  login(email: string, password: string): Promise<CourantOutputs['auth']['login']>;
  /** Ends the session on the server and forgets the token. */
  logout(): Promise<void>;
  /** The session token in use, if any: store it to resume later with the `token` option. */
  getToken(): string | undefined;
  setToken(value: string | undefined): void;
  /** The PDF of a quote (GET /api/v1/quotes/{id}/pdf), the same document as the web app's export. */
  quotePdf(quoteId: string): Promise<Uint8Array>;
  /**
   * The project's Consuel dossier technique (GET /api/v1/projects/{id}/dossier.pdf). The dossier as data
   * is `dossier.get.query({ projectId })`, its measurements saved by `dossier.saveMeasurements.mutate`;
   * `dossier.pdf.query({ projectId })` gives the same PDF in base64 too.
   */
  dossierPdf(projectId: string): Promise<Uint8Array>;
  /**
   * The board labels sheet of the project (GET /api/v1/projects/{id}/dossier/labels.pdf);
   * `dossier.labelsPdf.query({ projectId })` gives it in base64 too.
   */
  dossierLabelsPdf(projectId: string): Promise<Uint8Array>;
  /**
   * The accountant's CSV of a period (GET /api/v1/invoices/export): invoices and avoirs issued from
   * `from` to `to` ('YYYY-MM-DD'), one line per VAT rate, then the payments received; ';' separated,
   * decimal commas. The invoices themselves are `invoices.*` procedures (create, issue, addPayment…).
   */
  invoicesCsv(from: string, to: string): Promise<string>;
  /** An issued invoice or avoir as its Factur-X PDF (PDF/A-3b, EN 16931, the CII XML embedded). */
  invoicePdf(invoiceId: string): Promise<Uint8Array>;
  /** The Factur-X XML (CII, EN 16931) of an issued invoice or avoir, alone. */
  invoiceFacturXml(invoiceId: string): Promise<string>;
  /**
   * The devis signed online (GET /api/v1/quotes/{id}/signature/pdf): the devis shown to the client, its
   * signature certificate page, sealed (PAdES). `signatures.signedPdf.query` gives it in base64 too.
   */
  signedQuotePdf(quoteId: string): Promise<Uint8Array>;
  /**
   * Records the client's paper signature (POST /api/v1/quotes/{id}/signature/paper): the day signed
   * ('YYYY-MM-DD') and the scan (PDF, JPEG or PNG, 10 MB at most); the devis becomes accepted.
   */
  recordPaperSignature(
    quoteId: string,
    paper: { signedOn: string; scan: Uint8Array; fileName: string; signerName?: string },
  ): Promise<CourantOutputs['signatures']['get']>;
  /**
   * Single sign-on, second half: posts the `code`, `state` (and `iss`) the provider appended to your
   * redirect URI (after `auth.sso.start.mutate({ mode: 'program', redirectUri })`). A known address
   * answers `{ user, session }` and the token is kept; a new one answers `{ signup }`, to finish with
   * `completeSsoSignup`.
   */
  signInWithSso(
    answer: CourantInputs['auth']['sso']['callback'],
  ): Promise<CourantOutputs['auth']['sso']['callback']>;
  /** Creates the account of a first SSO sign-in (company, SIRET) and keeps the session token. */
  completeSsoSignup(
    input: CourantInputs['auth']['sso']['complete'],
  ): Promise<CourantOutputs['auth']['sso']['complete']>;
}

export type CourantClient = TRPCClient<AppRouter> & CourantClientHelpers;

/**
 * A typed client of every Courant procedure: `client.projects.create.mutate({...})`,
 * `client.rooms.get.query({...})`. Types come from the server's router, nothing is written twice.
 */
export function createCourantClient(options: CourantClientOptions): CourantClient {
  let token = options.token;
  const baseUrl = options.baseUrl.replace(/\/$/, '');
  const fetcher = options.fetch ?? globalThis.fetch;
  const trpc = createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: `${baseUrl}/trpc`,
        // The server refuses batches of more than 10 calls.
        maxItems: 10,
        headers: () => (token ? { authorization: `Bearer ${token}` } : {}),
        ...(options.fetch ? { fetch: options.fetch } : {}),
      }),
    ],
  });
  /** A file of the REST API (a PDF); a refusal throws the server's French message. */
  const fileOf = async (path: string): Promise<Uint8Array> => {
    const response = await fetcher(`${baseUrl}/api/v1${path}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    if (!response.ok) {
      const body = (await response.json().catch(() => null)) as { message?: string } | null;
      throw new Error(body?.message ?? `PDF indisponible (${response.status})`);
    }
    return new Uint8Array(await response.arrayBuffer());
  };
  const extras: CourantClientHelpers = {
    /** Signs in and keeps the session token for the following calls. */
    async login(email: string, password: string) {
      const result = await trpc.auth.login.mutate({ email, password });
      token = result.session.token;
      return result;
    },
    /** Ends the session on the server and forgets the token. */
    async logout(): Promise<void> {
      if (token) await trpc.auth.signout.mutate();
      token = undefined;
    },
    /** The session token in use, if any: store it to resume later with the `token` option. */
    getToken(): string | undefined {
      return token;
    },
    setToken(value: string | undefined): void {
      token = value;
    },
    quotePdf(quoteId: string): Promise<Uint8Array> {
      return fileOf(`/quotes/${encodeURIComponent(quoteId)}/pdf`);
    },
    dossierPdf(projectId: string): Promise<Uint8Array> {
      return fileOf(`/projects/${encodeURIComponent(projectId)}/dossier.pdf`);
    },
    dossierLabelsPdf(projectId: string): Promise<Uint8Array> {
      return fileOf(`/projects/${encodeURIComponent(projectId)}/dossier/labels.pdf`);
    },
    async invoicesCsv(from: string, to: string): Promise<string> {
      const query = new URLSearchParams({ from, to });
      return new TextDecoder().decode(await fileOf(`/invoices/export?${query}`));
    },
    signedQuotePdf(quoteId: string): Promise<Uint8Array> {
      return fileOf(`/quotes/${encodeURIComponent(quoteId)}/signature/pdf`);
    },
    async recordPaperSignature(quoteId, paper) {
      const form = new FormData();
      // The fields before the file: the server reads them as the upload streams in.
      form.append('signedOn', paper.signedOn);
      if (paper.signerName) form.append('signerName', paper.signerName);
      form.append('file', new Blob([new Uint8Array(paper.scan)]), paper.fileName);
      const response = await fetcher(
        `${baseUrl}/api/v1/quotes/${encodeURIComponent(quoteId)}/signature/paper`,
        { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} },
      );
      const body = (await response.json().catch(() => null)) as { message?: string } | null;
      if (!response.ok) throw new Error(body?.message ?? `Signature non enregistrée (${response.status})`);
      return body as CourantOutputs['signatures']['get'];
    },
    invoicePdf(invoiceId: string): Promise<Uint8Array> {
      return fileOf(`/invoices/${encodeURIComponent(invoiceId)}/pdf`);
    },
    async invoiceFacturXml(invoiceId: string): Promise<string> {
      return new TextDecoder().decode(
        await fileOf(`/invoices/${encodeURIComponent(invoiceId)}/factur-x.xml`),
      );
    },
    async signInWithSso(answer) {
      const result = await trpc.auth.sso.callback.mutate(answer);
      if ('session' in result) token = result.session.token;
      return result;
    },
    async completeSsoSignup(input) {
      const result = await trpc.auth.sso.complete.mutate(input);
      token = result.session.token;
      return result;
    },
  };
  // The tRPC client is a proxy of the router's paths; the helpers are served beside it.
  return new Proxy(trpc, {
    get(target, prop, receiver) {
      if (typeof prop === 'string' && prop in extras) return extras[prop as keyof typeof extras];
      return Reflect.get(target, prop, receiver);
    },
  }) as CourantClient;
}

/** A page of a paginated list (`projects.list`, `plans.list`, `quotes.listByProject`): its items under `key`. */
export type ListPage<K extends string, T> = { [P in K]: T[] } & { page: number; totalPages: number };

/**
 * Every item of a paginated list, page after page (a page is asked only when the previous one is read):
 * `for await (const plan of allPages('plans', (page) => courant.plans.list.query({ id, page, limit: 100 })))`.
 */
export async function* allPages<K extends string, T>(
  key: K,
  fetchPage: (page: number) => Promise<ListPage<K, T>>,
): AsyncGenerator<T> {
  for (let page = 1; ; page += 1) {
    const answer = await fetchPage(page);
    yield* answer[key];
    if (page >= answer.totalPages) return;
  }
}
