import { paths } from '@portal/api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { envelope, platform } from '../cashier/fakePlatform.fixture';
import { AccountHostContext, type AccountHost } from '../host/AccountHostContext';
import { en } from '../i18n/messages/en';
import { ChangePasswordDialog } from './ChangePasswordDialog';

let publicJwk: JsonWebKey;
beforeAll(async () => {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  publicJwk = await crypto.subtle.exportKey('jwk', pair.publicKey);
});

const hostOf = (): AccountHost => ({
  open: vi.fn(),
  close: vi.fn(),
  goTo: vi.fn(),
  signIn: vi.fn(),
  refreshMember: vi.fn(async () => undefined),
});

/** The dialog on a fake platform that takes any password change. */
function dialog(forced: boolean) {
  const host = hostOf();
  const { render, fetch } = platform({
    [`GET ${paths.publicKey}`]: () => envelope({ keyId: 'k1', jwk: publicJwk }),
    [`POST ${paths.changePassword}`]: () => envelope(true),
  });
  const view = render(
    <AccountHostContext.Provider value={host}>
      <ChangePasswordDialog forced={forced} />
    </AccountHostContext.Provider>,
  );
  return { host, fetch, ...view };
}

const change = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(await screen.findByLabelText(/^Current password/), 'OldSecret1');
  await user.type(screen.getByLabelText(/^New password/), 'NewSecret2');
  await user.type(screen.getByLabelText(/^Confirm new password/), 'NewSecret2');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
};

describe('ChangePasswordDialog', () => {
  it('opened by the member, says the password changed and leaves the member where they were', async () => {
    const user = userEvent.setup();
    const { host } = dialog(false);
    await change(user);
    expect(await screen.findByRole('status')).toHaveTextContent(en['security.password.changed']);
    expect(host.refreshMember).toHaveBeenCalled();
    expect(host.goTo).not.toHaveBeenCalled();
    const done = screen.getByRole('button', { name: en['security.password.done'] });
    expect(done).toHaveFocus();
    await expectNoAxeViolations(document.body);
    await user.click(done);
    expect(host.close).toHaveBeenCalled();
  });

  it('forced after a login, goes home once changed', async () => {
    const user = userEvent.setup();
    const { host } = dialog(true);
    await change(user);
    await waitFor(() => expect(host.goTo).toHaveBeenCalledWith('home'));
    // The host closes it; here the form stays, done with its submit.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Change password' })).not.toHaveAttribute('aria-busy'),
    );
    expect(screen.queryByText(en['security.password.changed'])).toBeNull();
  });
});
