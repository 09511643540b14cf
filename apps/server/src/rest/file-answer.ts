/**
 * Bytes answered as they are (a plan file, its preview), with the headers of a user's private file.
 * Apart from file-route.ts so that a procedure answering a file in base64 can name it: the routers'
 * types reach the web app, which must not load Fastify's multipart declarations.
 */
export interface FileAnswer {
  bytes: Uint8Array;
  mime: string;
  name: string;
}
