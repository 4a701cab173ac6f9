import { createHash, randomBytes } from 'node:crypto';
import type { OAuthProvider } from '@portal/api';
import type { SharedStore } from '../store/sharedStore';

/** A consent's code lives 5 minutes and works once. */
const codeTtlMs = 5 * 60_000;

const digest = (code: string) => createHash('sha256').update(code).digest('base64url');

export interface OAuthGrant {
  provider: OAuthProvider;
  subject: string;
}

/** Issues the code of a consent; only its hash is kept. */
export async function issueOAuthCode(store: SharedStore, grant: OAuthGrant): Promise<string> {
  const code = randomBytes(24).toString('base64url');
  await store.set(`oauth:code:${digest(code)}`, JSON.stringify(grant), codeTtlMs);
  return code;
}

/** The grant of a code, spent so it never works twice (two logins at once: one wins); null if unknown. */
export async function spendOAuthCode(store: SharedStore, code: string): Promise<OAuthGrant | null> {
  const key = digest(code);
  const raw = await store.get(`oauth:code:${key}`);
  if (!raw) return null;
  if (!(await store.setIfAbsent(`oauth:spent:${key}`, '1', codeTtlMs))) return null;
  await store.delete(`oauth:code:${key}`);
  return JSON.parse(raw) as OAuthGrant;
}
