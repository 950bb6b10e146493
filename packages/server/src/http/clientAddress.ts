import type { Context } from 'hono';
import type { IncomingMessage } from 'node:http';

/**
 * The caller's network address, from the socket (`@hono/node-server` puts the request in
 * `c.env.incoming`); never from a header a client could set. Calls driven in-process
 * (`app.fetch` in tests) share the address `in-process`.
 */
export function clientAddress(c: Context): string {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'in-process';
}
