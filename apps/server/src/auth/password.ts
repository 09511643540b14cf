import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { AppError } from '../errors.ts';
import { JobSlots } from '../jobs/job-slots.ts';

/**
 * Password hashes: node's scrypt with a random 16-byte salt. The stored string carries its parameters,
 * `scrypt$N=16384,r=8,p=5$<salt base64>$<hash base64>`, so that they can be raised later without
 * breaking existing accounts. N=2^14, r=8, p=5 is one of OWASP's equivalent scrypt settings (16 MiB).
 */
const PARAMS = { N: 16384, r: 8, p: 5 } as const;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
// Refuse stored parameters outside sane bounds: a corrupt row must not pin a CPU or allocate gigabytes.
const MAX_N = 2 ** 20;
const MAX_R = 32;
const MAX_P = 16;

/** Seconds a client is told to wait when every hashing slot and the queue are taken. */
export const HASHING_RETRY_AFTER_S = 2;
export const hashingBusy = () =>
  new AppError(
    'SERVICE_UNAVAILABLE',
    'Le serveur est très sollicité. Veuillez réessayer dans quelques secondes.',
    undefined,
    HASHING_RETRY_AFTER_S,
  );

/**
 * Every scrypt of this process goes through these slots: a burst of registrations cannot
 * queue minutes of hashing in libuv's pool ahead of a login. A few wait; beyond, 503 at once.
 * createApp sets the sizes from the configuration.
 */
let hashingSlots = new JobSlots(Math.max(1, availableParallelism()), 16, hashingBusy);

export function configurePasswordHashing(options: { concurrency: number; maxWaiting: number }): void {
  hashingSlots = new JobSlots(options.concurrency, options.maxWaiting, hashingBusy);
}

/** The slots in use now (tests hold them to prove the 503). */
export function passwordHashingSlots(): JobSlots {
  return hashingSlots;
}

function derive(
  password: string,
  salt: Buffer,
  params: { N: number; r: number; p: number },
  keyLength: number,
) {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r + 1024 * 1024 };
  return hashingSlots.run(
    null,
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, PARAMS, KEY_LENGTH);
  return `scrypt$N=${PARAMS.N},r=${PARAMS.r},p=${PARAMS.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

interface ParsedHash {
  params: { N: number; r: number; p: number };
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const match = /^scrypt\$N=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/.exec(stored);
  if (!match) return null;
  const [, n, r, p, salt, key] = match;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const powerOfTwo = params.N > 1 && (params.N & (params.N - 1)) === 0;
  if (
    !powerOfTwo ||
    params.N > MAX_N ||
    params.r < 1 ||
    params.r > MAX_R ||
    params.p < 1 ||
    params.p > MAX_P
  ) {
    return null;
  }
  const keyBuffer = Buffer.from(key ?? '', 'base64');
  if (keyBuffer.length < 16) return null;
  return { params, salt: Buffer.from(salt ?? '', 'base64'), key: keyBuffer };
}

/** True when the password matches; false for a wrong password or a stored value that is not our hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.params, parsed.key.length);
  return timingSafeEqual(key, parsed.key);
}

/**
 * A valid hash of a random password: login checks it when the e-mail is unknown, so that an unknown
 * address takes as long to refuse as a wrong password (no account discovery by timing).
 */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}
