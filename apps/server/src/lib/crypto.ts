import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** SHA-256 hex of a string (session keys, ticket keys). */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** MD5 hex (what the client sends as a password). */
export function md5(value: string): string {
  return createHash('md5').update(value).digest('hex');
}

/** HMAC-SHA256 base64url. */
export function hmac(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('base64url');
}

/** Constant-time string comparison. */
export function safeEqual(a: string, b: string): boolean {
  const ba = Buffer.from(a);
  const bb = Buffer.from(b);
  return ba.length === bb.length && timingSafeEqual(ba, bb);
}
