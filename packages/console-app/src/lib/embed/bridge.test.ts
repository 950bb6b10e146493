import { afterEach, describe, expect, it, vi } from 'vitest';
import { parentOrigin, readHostMessage } from './bridge';

const ALLOWED = ['https://host.example.com'];
const token = { type: 'bc:token', token: 'a'.repeat(32), userId: 7 };

/** The console inside a frame whose parent is `parent` at `origin` (as Chromium reports it). */
function framedBy(parent: object, origin: string) {
  vi.spyOn(window, 'parent', 'get').mockReturnValue(parent as Window);
  Object.defineProperty(window.location, 'ancestorOrigins', { value: [origin], configurable: true });
}

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(window.location, 'ancestorOrigins');
});

/**
 * The server's frame-ancestors keeps other hosts from framing the console at all (embed e2e);
 * the bridge checks the origin again, for a browser without frame-ancestors.
 */
describe('the host bridge', () => {
  it('takes a session only from the parent at an allowed origin', () => {
    const parent = {};
    framedBy(parent, ALLOWED[0]!);
    expect(parentOrigin(ALLOWED)).toBe(ALLOWED[0]);
    const from = (origin: string, source: object) =>
      new MessageEvent('message', { origin, data: token, source: source as Window });
    expect(readHostMessage(from(ALLOWED[0]!, parent), ALLOWED)).toEqual(token);
    expect(readHostMessage(from('https://evil.example.com', parent), ALLOWED)).toBeNull();
    expect(readHostMessage(from(ALLOWED[0]!, {}), ALLOWED)).toBeNull();
  });

  it('talks to no parent whose origin is not allowed', () => {
    framedBy({}, 'https://evil.example.com');
    expect(parentOrigin(ALLOWED)).toBeNull();
  });
});
