import { paths } from '@portal/api';
import type { SeedResult } from './seedDemoBrand';

/**
 * The sandbox's demo accounts on standard output at start (never in the structured log), so a tester can
 * log in straight away; the outbox route shows the SMS codes and e-mails the sandbox "sends".
 */
export function printDemoAccounts(seed: SeedResult, url: string): void {
  if (seed.accounts.length === 0) return;
  const rows = seed.accounts.map((account) => [
    account.username,
    account.initialPassword ? (seed.initialPassword ?? '') : seed.password,
    account.role,
  ]);
  const width = (column: number) => Math.max(...rows.map((row) => row[column]!.length));
  console.log('\nSandbox demo accounts (username, password, role):');
  for (const row of rows)
    console.log(`  ${row[0]!.padEnd(width(0))}  ${row[1]!.padEnd(width(1))}  ${row[2]}`);
  console.log(`SMS codes and e-mails of the sandbox: ${url}${paths.sandboxOutbox}`);
  console.log(`API reference (OpenAPI): ${url}${paths.openapi}\n`);
}
