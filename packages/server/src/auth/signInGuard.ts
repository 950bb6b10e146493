import { Codes, HttpError } from '../http/errors';

/** How many tries sign-in and SMS codes allow, and how long a caller waits after too many. */
export interface SignInLimits {
  /** Failed sign-ins (wrong password or code) one phone may have before it must wait. */
  phoneFailures: number;
  /** Failed sign-ins one client address may have, over every phone, before it must wait. */
  addressFailures: number;
  /** The first wait; each further failure doubles it, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Failures are forgotten after this long without a new one. */
  failureWindowMs: number;
  /** SMS codes one client address may ask for per hour, over every phone. */
  smsPerAddressPerHour: number;
  /** SMS codes the whole server sends per minute. */
  smsPerMinute: number;
  /** SMS codes one phone may receive per day (besides the 60 s resend limit). */
  smsPerPhonePerDay: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  phoneFailures: 5,
  addressFailures: 20,
  baseDelayMs: 30_000,
  maxDelayMs: 15 * 60_000,
  failureWindowMs: 15 * 60_000,
  smsPerAddressPerHour: 20,
  smsPerMinute: 60,
  smsPerPhonePerDay: 10,
};

interface Failures {
  count: number;
  last: number;
  lockedUntil: number;
}

/** "请 45 秒后再试" or "请 3 分钟后再试". */
function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return seconds < 60 ? `${seconds} 秒` : `${Math.ceil(seconds / 60)} 分钟`;
}

const tooMany = (what: string, waitMs: number) =>
  new HttpError(429, Codes.tooManyRequests, `${what}，请 ${waitText(waitMs)}后再试`);

/**
 * Attempt limits for sign-in and SMS codes, kept in memory (a restart forgets them; the per-phone
 * daily SMS cap is counted from the stored codes and survives). A phone or address over its
 * failures waits, with the wait doubling for each further failure: while it waits, even the right
 * password is refused, so a brute force learns nothing more. A success clears the phone's count.
 */
export class SignInGuard {
  private readonly phones = new Map<string, Failures>();
  private readonly addresses = new Map<string, Failures>();
  private readonly smsByAddress = new Map<string, number[]>();
  private smsSent: number[] = [];

  constructor(
    readonly limits: SignInLimits,
    private readonly now: () => number,
  ) {}

  /** Refuses (429, with the wait) a sign-in from a phone or address that must wait. */
  checkSignIn(phone: string, address: string): void {
    const now = this.now();
    const wait = Math.max(this.waitOf(this.phones.get(phone), now), this.waitOf(this.addresses.get(address), now));
    if (wait > 0) throw tooMany('登录尝试次数过多', wait);
  }

  recordFailure(phone: string, address: string): void {
    const now = this.now();
    this.bump(this.phones, phone, this.limits.phoneFailures, now);
    this.bump(this.addresses, address, this.limits.addressFailures, now);
  }

  recordSuccess(phone: string): void {
    this.phones.delete(phone);
  }

  /**
   * Refuses an SMS code over the address's hourly or the server's per-minute budget, or over the
   * phone's daily cap (`sentToday`: codes the phone got in the last 24 hours); else counts it.
   */
  takeSms(address: string, sentToday: number): void {
    const now = this.now();
    const hourAgo = now - 3_600_000;
    const fromAddress = (this.smsByAddress.get(address) ?? []).filter((t) => t > hourAgo);
    this.smsSent = this.smsSent.filter((t) => t > now - 60_000);
    if (sentToday >= this.limits.smsPerPhonePerDay) {
      throw new HttpError(429, Codes.tooManyRequests, '今日验证码发送次数已达上限，请明天再试');
    }
    if (fromAddress.length >= this.limits.smsPerAddressPerHour) {
      throw tooMany('验证码发送过于频繁', fromAddress[0]! + 3_600_000 - now);
    }
    if (this.smsSent.length >= this.limits.smsPerMinute) {
      throw tooMany('验证码发送过于频繁', this.smsSent[0]! + 60_000 - now);
    }
    fromAddress.push(now);
    this.smsByAddress.set(address, fromAddress);
    this.smsSent.push(now);
  }

  private waitOf(entry: Failures | undefined, now: number): number {
    return entry ? Math.max(0, entry.lockedUntil - now) : 0;
  }

  private bump(map: Map<string, Failures>, key: string, allowed: number, now: number): void {
    const previous = map.get(key);
    const entry =
      previous && now - previous.last < this.limits.failureWindowMs
        ? previous
        : { count: 0, last: now, lockedUntil: 0 };
    entry.count += 1;
    entry.last = now;
    // Forget stale entries before the map grows past any real use (many phones or addresses).
    if (map.size > 10_000) {
      for (const [k, v] of map) if (now - v.last >= this.limits.failureWindowMs && v.lockedUntil <= now) map.delete(k);
    }
    if (entry.count >= allowed) {
      const delay = Math.min(this.limits.baseDelayMs * 2 ** (entry.count - allowed), this.limits.maxDelayMs);
      entry.lockedUntil = now + delay;
    }
    map.set(key, entry);
  }
}
