import { randomInt } from 'node:crypto';
import argon2 from 'argon2';

/**
 * argon2id with the library's defaults (64 MiB, 3 passes, parallelism 4: about 60–100 ms here), the
 * OWASP-recommended family; the parameters live in each PHC string, so raising them later only
 * affects new hashes.
 */
const OPTIONS = { type: argon2.argon2id } as const;

/** Hashes a password (argon2id PHC string). */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

// A hash of nothing anyone knows: unknown e-mail addresses are verified against it, so they cost
// the same time as a wrong password.
let dummy: Promise<string> | undefined;
function dummyHash(): Promise<string> {
  dummy ??= argon2.hash(`dummy-${randomInt(2 ** 47)}`, OPTIONS);
  return dummy;
}

/**
 * Whether `password` matches `hash`; with no hash (unknown account) it verifies against a dummy hash
 * and answers false, so both cases take the same time.
 */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  const target = hash ?? (await dummyHash());
  let ok = false;
  try {
    ok = await argon2.verify(target, password);
  } catch {
    ok = false;
  }
  return hash !== null && ok;
}

// No 0/O, 1/l/I: the password is read aloud or typed from a screen once.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A one-time password: 4 groups of 4 characters (about 93 bits), e.g. `Qm7x-Ty3K-pR8s-ZuW4`. */
export function oneTimePassword(): string {
  const groups: string[] = [];
  for (let g = 0; g < 4; g += 1) {
    let group = '';
    for (let i = 0; i < 4; i += 1) group += ALPHABET[randomInt(ALPHABET.length)];
    groups.push(group);
  }
  return groups.join('-');
}
