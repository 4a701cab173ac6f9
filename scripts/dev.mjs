#!/usr/bin/env node
// `pnpm dev`: the platform (restarting on change) and the portal's Vite dev server (proxying /wps to it).
import { spawn } from 'node:child_process';

const children = [
  spawn('pnpm', ['--filter', '@portal/platform', 'dev'], {
    stdio: 'inherit',
    // The platform's dev script runs it in sandbox mode (SANDBOX=true): demo accounts and sandbox routes.
    env: { ...process.env, PORT: process.env.PORT ?? '8080' },
  }),
  spawn('pnpm', ['--filter', '@portal/portal', 'dev'], { stdio: 'inherit' }),
];
console.log('Portal (dev): http://127.0.0.1:5173  ·  platform (sandbox): http://127.0.0.1:8080');
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && code !== 0 && stop());
