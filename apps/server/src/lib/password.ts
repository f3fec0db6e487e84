import { hash, verify } from '@node-rs/argon2';

// argon2id (the library default algorithm) with OWASP's second recommended setting.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** Hashes what the client sends (the MD5 hex of the password) with argon2id. */
export function hashPassword(md5hex: string): Promise<string> {
  return hash(md5hex.toLowerCase(), OPTIONS);
}

let dummy: Promise<string> | null = null;

/**
 * Verifies the client's MD5 hex against a stored hash. With no hash (unknown account) it verifies against a
 * dummy hash so unknown accounts and wrong passwords take the same time.
 */
export async function verifyPassword(stored: string | null, md5hex: string): Promise<boolean> {
  dummy ??= hashPassword('0'.repeat(32));
  const target = stored ?? (await dummy);
  const okay = await verify(target, md5hex.toLowerCase()).catch(() => false);
  return stored !== null && okay;
}
