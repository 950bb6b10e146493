import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the test server saw it. */
export interface SeenRequest {
  method: string;
  /** Path and query, e.g. `/api/v1/sumvideo/sv/category/serve/list?type=1`. */
  url: string;
  /** Path without the query. */
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** Parses a form-urlencoded or multipart body with the platform's own parser. */
  formData(): Promise<FormData>;
  /** Parses a JSON body. */
  json(): unknown;
}

/** Answers a request; may wait before answering. */
export type Handler = (request: SeenRequest, response: ServerResponse) => void | Promise<void>;

/** A real HTTP server on 127.0.0.1 with a random port. */
export interface TestServer {
  /** Origin to pass as `baseUrl`. */
  origin: string;
  /** Every request received, in order. */
  requests: SeenRequest[];
  /** Replaces the handler. */
  handle(handler: Handler): void;
  /** Closes the server and every open connection. */
  close(): Promise<void>;
}

/** Sends an envelope as JSON. */
export function sendEnvelope(
  response: ServerResponse,
  envelope: { code: number | string; msg?: string; data?: unknown },
) {
  response.writeHead(200, { 'content-type': 'application/json;charset=UTF-8' });
  response.end(JSON.stringify({ msg: '', data: null, ...envelope }));
}

/** Starts a server answering with `handler` (default: `{code: 0, data: {echo: path}}`). */
export async function startTestServer(handler?: Handler): Promise<TestServer> {
  let current: Handler =
    handler ?? ((request, response) => sendEnvelope(response, { code: 0, data: { echo: request.path } }));
  const requests: SeenRequest[] = [];
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = incoming.url ?? '/';
      const seen: SeenRequest = {
        method: incoming.method ?? 'GET',
        url,
        path: url.split('?')[0] ?? url,
        headers: incoming.headers,
        body,
        formData: () =>
          new Request('http://test.invalid/', {
            method: 'POST',
            headers: { 'content-type': String(incoming.headers['content-type'] ?? '') },
            body,
          }).formData(),
        json: () => JSON.parse(body.toString('utf8')) as unknown,
      };
      requests.push(seen);
      Promise.resolve(current(seen, response)).catch((error: unknown) => {
        response.writeHead(500);
        response.end(String(error));
      });
    });
  });
  // Many concurrent sockets in the dedupe tests.
  server.maxConnections = 10_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    handle(next) {
      current = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
