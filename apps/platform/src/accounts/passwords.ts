import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id parameters: 19 MiB, 2 iterations, 1 lane (about 30-60 ms a hash here). */
// `algorithm: 2` is Argon2id (the package's const enum cannot be imported under verbatimModuleSyntax).
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, options);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash of a password nobody has, verified when the account does not exist, so a wrong username
 * costs the same time as a wrong password and does not reveal which accounts exist.
 */
let decoy: Promise<string> | undefined;
export const decoyHash = (): Promise<string> => (decoy ??= hashPassword(crypto.randomUUID()));
