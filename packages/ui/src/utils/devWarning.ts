// Bundlers replace `process.env.NODE_ENV` in the host's build; where nothing does, `process` may not
// exist at all, so it is read through this local declaration and a typeof guard.
declare const process: { env: { NODE_ENV?: string } } | undefined;

/** True in development builds (and where no bundler said otherwise); dev-only checks run then. */
export const isDevelopment = (): boolean =>
  typeof process === 'undefined' || process.env.NODE_ENV !== 'production';

/** A misuse explained to the developer, with how to fix it; silent in production builds. */
export function devWarning(message: string): void {
  if (isDevelopment()) console.error(`@portal/ui: ${message}`);
}
