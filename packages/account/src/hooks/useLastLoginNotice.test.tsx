import type { LoginValue } from '@portal/api';
import { screen, waitFor } from '@testing-library/react';
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
    // The toast's live region may be there, empty, a moment before the toast's words arrive in it.
    const said = en['security.logins.lastLogin'].replace('{{time}}', '');
    await waitFor(() =>
      expect(screen.getAllByRole('status').map((status) => status.textContent ?? '')).toContainEqual(
        expect.stringMatching(new RegExp(`^${said}.*Nov 28, 2026`)),
      ),
    );
  });
});
