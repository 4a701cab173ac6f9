import type { LoginValue } from '@portal/api';
import { screen } from '@testing-library/react';
import { useEffect } from 'react';
import { preloadToasts } from '@portal/ui';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithPortal } from '@test-utils/render';
import { en } from '../i18n/messages/en';
import { useLastLoginNotice } from './useLastLoginNotice';

const login = (previousLoginAt?: string): LoginValue => ({
  token: 'session',
  firstTimeLogin: false,
  passwordExpired: false,
  initialPassword: false,
  idleTimeoutSeconds: 1800,
  ...(previousLoginAt ? { previousLoginAt } : {}),
});

/** Tells a login's answer, as the login form does once it is kept. */
function LoggedIn({ value }: { value: LoginValue }) {
  const notice = useLastLoginNotice();
  useEffect(() => notice(value), [notice, value]);
  return <span data-testid="logged-in" />;
}

describe('useLastLoginNotice', () => {
  // The toasts' own code first, so a toast shows as soon as it is told.
  beforeAll(async () => {
    await preloadToasts();
  });

  it('says nothing after a first login', async () => {
    renderWithPortal(<LoggedIn value={login()} />, { locale: 'en' });
    await screen.findByTestId('logged-in');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("shows the previous login's time in a toast", async () => {
    renderWithPortal(<LoggedIn value={login('2026-11-28T08:30:00.000Z')} />, { locale: 'en' });
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(en['security.logins.lastLogin'].replace('{{time}}', ''));
    expect(status).toHaveTextContent(/Nov 28, 2026/);
  });
});
