import {
  apiCatalogue,
  apiMessages,
  cashierPaths,
  memberPaths,
  paths,
  type PayoutAccountsValue,
  type ProfileUpdateRequest,
  type ProfileValue,
  type WithdrawOptionsValue,
} from '@portal/api';
import { ApiProvider } from '@portal/api/react';
import { PortalProvider } from '@portal/ui';
import { portalTheme } from '@portal/ui/themes/portal';
import { render as renderInDom, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { envelope, platform } from '../cashier/fakePlatform.fixture';
import { AccountHostContext, type AccountHost } from '../host/AccountHostContext';
import { en } from '../i18n/messages/en';
import { SecurityCentrePage } from './SecurityCentrePage';

const options: WithdrawOptionsValue = {
  currency: 'USD',
  currencySymbol: '$',
  minMinor: 50_00,
  maxMinor: 20_000_00,
  dailyCount: 3,
  usedToday: 0,
  paymentPasswordSet: true,
  balanceMinor: 0,
};
const payouts: PayoutAccountsValue = { list: [], maxAccounts: 5, maskedMobile: '+966 •••• 0077' };

const avatars = [0, 1, 2, 3, 4].map((id) => ({ id, imgUrl: `/wps/member/avatar/${id}.svg` }));
const fresh: ProfileValue = {
  username: 'layla01',
  nickname: '',
  avatar: 2,
  avatars,
  realNameLocked: false,
  birthdayLocked: false,
};

/** The centre on a fake platform that keeps the profile as the real one does (a partial change). */
function centre(start: ProfileValue, extra: Record<string, (init: RequestInit) => Response> = {}) {
  let profile = start;
  const sent: ProfileUpdateRequest[] = [];
  const fake = platform({
    [`GET ${cashierPaths.withdrawOptions}`]: () => envelope(options),
    [`GET ${cashierPaths.payoutAccounts}`]: () => envelope(payouts),
    [`GET ${memberPaths.loginHistory}`]: () => envelope({ list: [] }),
    [`GET ${paths.registerSettings}`]: () =>
      envelope({
        fields: { nickname: { show: false, required: false, patternId: 14, minLength: 2, maxLength: 16 } },
        regex: { mobileMinLength: 7, mobileMaxLength: 11 },
      }),
    [`GET ${memberPaths.profile}`]: () => envelope(profile),
    [`PUT ${memberPaths.profile}`]: (init) => {
      const change = JSON.parse(String(init.body)) as ProfileUpdateRequest;
      sent.push(change);
      const realNameLocked = profile.realNameLocked || Boolean(change.realName);
      const birthdayLocked = profile.birthdayLocked || Boolean(change.birthday);
      profile = { ...profile, ...change, realNameLocked, birthdayLocked };
      return envelope(profile);
    },
    [`GET ${paths.memberInfo}`]: () => envelope({ nickname: profile.nickname || profile.username }),
    [`GET ${paths.memberIcon}`]: () => envelope({ imgUrl: `/wps/member/avatar/${profile.avatar}.svg` }),
    ...extra,
  });
  // The platform's messages loaded as a host loads them, so a refusal reads in words.
  const render = (ui: ReactElement) =>
    renderInDom(
      <PortalProvider locale="en" theme={portalTheme} catalogues={[apiCatalogue]}>
        <ApiProvider
          merchant="DEMO"
          language="en"
          token="session"
          fetch={fake.fetch as unknown as typeof globalThis.fetch}
          swrConfig={{ shouldRetryOnError: false, dedupingInterval: 0 }}
        >
          {ui}
        </ApiProvider>
      </PortalProvider>,
    );
  return { fetch: fake.fetch, render, sent };
}

const requestsTo = (fetch: ReturnType<typeof platform>['fetch'], path: string) =>
  fetch.mock.calls.filter(([url]) => String(url).replace(/\?.*$/, '').endsWith(path)).length;

describe('the security centre’s profile', () => {
  it('shows the username read-only and saves the nickname and the avatar, then reloads the header’s', async () => {
    const user = userEvent.setup();
    const { render, fetch, sent } = centre(fresh);
    const { container } = render(<SecurityCentrePage />);
    const section = await screen.findByRole('region', { name: en['security.profile.title'] });
    // The profile comes first in the centre.
    expect(screen.getAllByRole('region')[0]).toBe(section);
    const username = await within(section).findByLabelText(en['security.profile.username']);
    expect(username).toHaveValue('layla01');
    expect(username).toHaveAttribute('readonly');
    const group = within(section).getByRole('group', { name: en['security.profile.avatar'] });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(5);
    expect(within(group).getByRole('radio', { name: 'Avatar 3 of 5' })).toBeChecked();
    await expectNoAxeViolations(container);

    await user.type(within(section).getByLabelText(en['security.profile.nickname']), ' Layla7 ');
    await user.click(within(group).getByRole('radio', { name: 'Avatar 5 of 5' }));
    const infoBefore = requestsTo(fetch, paths.memberInfo);
    await user.click(within(section).getByRole('button', { name: en['security.profile.save'] }));
    expect(await within(section).findByRole('status')).toHaveTextContent(en['security.profile.saved']);
    // Trimmed by the shared rule; the empty real name and birthday are not sent.
    expect(sent).toEqual([{ nickname: 'Layla7', avatar: 4 }]);
    await waitFor(() => expect(requestsTo(fetch, paths.memberInfo)).toBeGreaterThan(infoBefore));
    expect(requestsTo(fetch, paths.memberIcon)).toBeGreaterThan(0);
    expect(within(section).getByLabelText(en['security.profile.nickname'])).toHaveValue('Layla7');
  });

  it('checks the fields with the registration’s rules before sending anything', async () => {
    const user = userEvent.setup();
    const { render, sent } = centre(fresh);
    render(<SecurityCentrePage />);
    const section = await screen.findByRole('region', { name: en['security.profile.title'] });
    await user.type(await within(section).findByLabelText(en['security.profile.nickname']), 'a');
    await user.type(within(section).getByLabelText(en['security.profile.realName']), 'Layla 7');
    await user.click(within(section).getByRole('button', { name: en['security.profile.save'] }));
    expect(within(section).getByLabelText(en['security.profile.nickname'])).toHaveAccessibleDescription(
      /2.*16/,
    );
    expect(within(section).getByLabelText(en['security.profile.realName'])).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(sent).toEqual([]);
  });

  it('sets the real name and birthday once, then shows them read-only with a note', async () => {
    const user = userEvent.setup();
    const { render, sent } = centre(fresh);
    const { container } = render(<SecurityCentrePage />);
    const section = await screen.findByRole('region', { name: en['security.profile.title'] });
    const realName = await within(section).findByLabelText(en['security.profile.realName']);
    expect(realName).toHaveAccessibleDescription(en['security.profile.identityHint']);
    await user.type(realName, 'Layla Haddad');
    await user.type(within(section).getByLabelText(en['security.profile.birthday']), '1990-05-17');
    await user.click(within(section).getByRole('button', { name: en['security.profile.save'] }));
    expect(await within(section).findByText(en['security.profile.locked'])).toBeVisible();
    expect(sent).toEqual([{ nickname: '', realName: 'Layla Haddad', birthday: '1990-05-17' }]);
    expect(within(section).getByLabelText(en['security.profile.realName'])).toHaveAttribute('readonly');
    expect(within(section).getByLabelText(en['security.profile.realName'])).toHaveAccessibleDescription(
      en['security.profile.locked'],
    );
    expect(within(section).getByLabelText(en['security.profile.realName'])).toHaveValue('Layla Haddad');
    expect(within(section).getByLabelText(en['security.profile.birthday'])).toHaveAttribute('readonly');
    await expectNoAxeViolations(container);

    // The next save sends neither again.
    await user.type(within(section).getByLabelText(en['security.profile.nickname']), 'Layla');
    await user.click(within(section).getByRole('button', { name: en['security.profile.save'] }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ nickname: 'Layla' });
  });

  it('says in words what the platform refused', async () => {
    const user = userEvent.setup();
    const { render } = centre(fresh, {
      [`PUT ${memberPaths.profile}`]: () => envelope(null, 409, 'PROFILE_LOCKED'),
    });
    render(<SecurityCentrePage />);
    const section = await screen.findByRole('region', { name: en['security.profile.title'] });
    await user.type(await within(section).findByLabelText(en['security.profile.realName']), 'Layla Haddad');
    await user.click(within(section).getByRole('button', { name: en['security.profile.save'] }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      apiMessages.en['errors.profileLocked'],
    );
    expect(within(section).getByRole('status')).toBeEmptyDOMElement();
  });

  it('words a rule the platform answered with', async () => {
    const user = userEvent.setup();
    const { render } = centre(fresh, {
      [`PUT ${memberPaths.profile}`]: () =>
        new Response(
          JSON.stringify({ success: false, code: 'BAD_INPUT', message: 'validation.ageConfirm?age=21' }),
          { status: 400, headers: { 'content-type': 'application/json' } },
        ),
    });
    render(<SecurityCentrePage />);
    const section = await screen.findByRole('region', { name: en['security.profile.title'] });
    await user.type(await within(section).findByLabelText(en['security.profile.birthday']), '2001-01-01');
    await user.click(within(section).getByRole('button', { name: en['security.profile.save'] }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Please confirm you are 21 years old',
    );
  });

  it('offers to try again when the profile did not load, the rest of the centre shown', async () => {
    const user = userEvent.setup();
    let fails = true;
    const { render } = centre(fresh, {
      [`GET ${memberPaths.profile}`]: () => (fails ? envelope(null, 500, 'INTERNAL') : envelope(fresh)),
    });
    render(<SecurityCentrePage />);
    const section = await screen.findByRole('region', { name: en['security.profile.title'] });
    expect(await within(section).findByText(en['security.profile.loadFailed'])).toBeVisible();
    expect(screen.getByRole('region', { name: en['security.paymentPassword'] })).toBeVisible();
    fails = false;
    await user.click(within(section).getByRole('button', { name: en['deposit.retry'] }));
    expect(await within(section).findByLabelText(en['security.profile.username'])).toHaveValue('layla01');
  });
});

describe('the security centre’s login password', () => {
  it('opens the host’s change-password flow', async () => {
    const user = userEvent.setup();
    const host: AccountHost = {
      open: vi.fn(),
      close: vi.fn(),
      goTo: vi.fn(),
      signIn: vi.fn(),
      refreshMember: vi.fn(async () => undefined),
    };
    const { render } = centre(fresh);
    const { container } = render(
      <AccountHostContext.Provider value={host}>
        <SecurityCentrePage />
      </AccountHostContext.Provider>,
    );
    const section = await screen.findByRole('region', { name: en['security.password.title'] });
    await user.click(within(section).getByRole('button', { name: en['security.password.change'] }));
    expect(host.open).toHaveBeenCalledWith('changePassword');
    await expectNoAxeViolations(container);
  });

  it('is left out without a host to show the flow', async () => {
    const { render } = centre(fresh);
    render(<SecurityCentrePage />);
    await screen.findByRole('region', { name: en['security.profile.title'] });
    expect(screen.queryByRole('region', { name: en['security.password.title'] })).toBeNull();
  });
});
