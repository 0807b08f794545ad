import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

// Stored as `scrypt$N$r$p$saltBase64$hashBase64`, so the cost can be raised later while
// old hashes keep verifying with the parameters they were made with.
const COST = 16_384;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

// Bounds on parameters read back from the database: a tampered row must not make one login
// take seconds or gigabytes.
const MAX_COST = 1 << 20;
const MAX_BLOCK_SIZE = 32;
const MAX_PARALLELISM = 16;

function deriveKey(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  const cost = options.N ?? COST;
  const blockSize = options.r ?? BLOCK_SIZE;
  const parallelism = options.p ?? PARALLELISM;
  // scrypt needs 128 * N * r * p bytes; Node refuses above maxmem (32 MiB by default).
  const maxmem = 128 * cost * blockSize * parallelism + 1024 * 1024;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await deriveKey(password, salt, KEY_LENGTH, { N: COST, r: BLOCK_SIZE, p: PARALLELISM });
  return ['scrypt', COST, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join('$');
}

function parsePositiveInt(text: string | undefined, max: number): number | null {
  if (!text || !/^[1-9][0-9]*$/.test(text)) return null;
  const value = Number(text);
  return value <= max ? value : null;
}

/** False for a wrong password and for a stored value that is not a hash made by hashPassword. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const cost = parsePositiveInt(parts[1], MAX_COST);
  const blockSize = parsePositiveInt(parts[2], MAX_BLOCK_SIZE);
  const parallelism = parsePositiveInt(parts[3], MAX_PARALLELISM);
  if (cost === null || blockSize === null || parallelism === null) return false;
  if ((cost & (cost - 1)) !== 0 || cost < 2) return false;
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const expected = Buffer.from(parts[5] ?? '', 'base64');
  if (salt.length === 0 || expected.length < 16) return false;
  const actual = await deriveKey(password, salt, expected.length, { N: cost, r: blockSize, p: parallelism });
  return timingSafeEqual(actual, expected);
}
