import { memberPaths, type BetRecord, type BetRecordsValue } from '@portal/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { ar } from '../i18n/messages/ar';
import { en } from '../i18n/messages/en';
import { BettingRecordPage } from './BettingRecordPage';
import * as styles from './records.css';
import { csvFile, envelope, recordsPlatform, stubDownloads, testNow } from './recordsPlatform.fixture';

const round = (id: number, over: Partial<BetRecord> = {}): BetRecord => ({
  id: String(id),
  createdAt: '2026-11-29T10:15:00.000Z',
  gameName: `Fortune Tiger ${id}`,
  gameType: 'RNG',
  vendor: 'PG',
  vendorName: 'PG Soft',
  stakeMinor: 10_00,
  payoutMinor: 25_00,
  netMinor: 15_00,
  outcome: 'won',
  balanceAfterMinor: 515_00,
  ...over,
});

/** 45 rounds in all: pages of 20 start at rounds 45, 25 and 5 (the cursor is the last id shown). */
const allRounds = Array.from({ length: 45 }, (_, index) => round(45 - index));

const value = (query: Record<string, string>, rounds = allRounds): BetRecordsValue => {
  const selected = rounds.filter(
    (row) =>
      (!query.vendor || row.vendor === query.vendor) && (!query.outcome || row.outcome === query.outcome),
  );
  const start = query.cursor ? selected.findIndex((row) => row.id === query.cursor) + 1 : 0;
  const size = Number(query.pageSize ?? 20);
  const list = selected.slice(start, start + size);
  const next = start + size < selected.length ? list.at(-1)?.id : undefined;
  return {
    list,
    ...(next ? { next } : {}),
    totals: {
      rounds: selected.length,
      stakeMinor: selected.length * 10_00,
      payoutMinor: selected.length * 25_00,
      netMinor: selected.length * 15_00,
    },
    currency: 'USD',
    gameTypes: [{ code: 'RNG', name: 'Slots' }],
    vendors: [
      { code: 'PG', name: 'PG Soft' },
      { code: 'JDB', name: 'JDB' },
    ],
  };
};

const firstQuery = { from: '2026-11-23', to: '2026-11-29', pageSize: '20', language: 'en' };

function betsPlatform(rounds = allRounds) {
  return recordsPlatform({
    [`GET ${memberPaths.betRecords}`]: (query) => envelope(value(query, rounds)),
    [`GET ${memberPaths.betRecordsExport}`]: () => csvFile(),
  });
}

const table = () => screen.getByRole('table', { name: en['records.bets.caption'] });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const totals = () => screen.getByRole('group', { name: en['records.totals'] });

describe('BettingRecordPage', () => {
  let downloads: ReturnType<typeof stubDownloads> | undefined;
  afterEach(() => {
    downloads?.restore();
    downloads = undefined;
  });

  it('shows the last 7 days first: the rounds, the totals of every page and the filters offered', async () => {
    const { render, queries } = betsPlatform();
    const { container } = render(<BettingRecordPage now={testNow} />);
    expect(await screen.findByText('Fortune Tiger 45')).toBeVisible();
    expect(queries(memberPaths.betRecords)).toEqual([firstQuery]);

    expect(screen.getByLabelText(en['records.from'])).toHaveValue('2026-11-23');
    expect(screen.getByLabelText(en['records.to'])).toHaveValue('2026-11-29');
    expect(screen.getByRole('button', { name: en['records.preset.last7'] })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: en['records.preset.today'] })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByText(en['records.utcNote'])).toBeVisible();

    expect(totals()).toHaveTextContent(/Rounds\s*45/);
    expect(totals()).toHaveTextContent(/Stake\s*450\.00 USD/);
    expect(totals()).toHaveTextContent(/Payout\s*1,125\.00 USD/);
    const net = within(totals()).getByText('+675.00 USD');
    expect(net).toHaveClass(styles.tone.positive);
    expect(totals().querySelector('dl')).toHaveAttribute('aria-live', 'polite');

    expect(bodyRows()).toHaveLength(20);
    const first = within(bodyRows()[0] as HTMLElement);
    expect(first.getByText('PG Soft')).toBeVisible();
    // The cells carry the amounts; each money column's header names the currency once.
    expect(screen.getByRole('columnheader', { name: 'Net result (USD)' })).toBeVisible();
    expect(first.getByText('+15.00')).toHaveClass(styles.tone.positive);
    expect(first.getByText('Won')).toBeVisible();

    const vendor = screen.getByLabelText(en['records.bets.vendor']);
    expect(
      within(vendor)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'PG Soft', 'JDB']);
    expect(screen.getByText('Page 1 of 3')).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('pages on the cursor: Next sends the last page’s next, Previous goes back to the page before', async () => {
    const user = userEvent.setup();
    const { render, queries } = betsPlatform();
    render(<BettingRecordPage now={testNow} />);
    await screen.findByText('Fortune Tiger 45');
    const previous = screen.getByRole('button', { name: en['records.previous'] });
    const next = screen.getByRole('button', { name: en['records.next'] });
    expect(previous).toHaveAttribute('aria-disabled', 'true');

    await user.click(next);
    expect(await screen.findByText('Fortune Tiger 25')).toBeVisible();
    expect(queries(memberPaths.betRecords).at(-1)).toEqual({ ...firstQuery, cursor: '26' });
    expect(screen.getByText('Page 2 of 3')).toBeVisible();

    await user.click(screen.getByRole('button', { name: en['records.next'] }));
    expect(await screen.findByText('Fortune Tiger 5')).toBeVisible();
    expect(queries(memberPaths.betRecords).at(-1)).toEqual({ ...firstQuery, cursor: '6' });
    expect(screen.getByText('Page 3 of 3')).toBeVisible();
    expect(bodyRows()).toHaveLength(5);
    // The last page: Next stays where the member's focus is, and does nothing.
    const last = screen.getByRole('button', { name: en['records.next'] });
    expect(last).toHaveAttribute('aria-disabled', 'true');
    expect(last).toHaveFocus();
    const asked = queries(memberPaths.betRecords).length;
    await user.keyboard('{Enter}');
    expect(screen.getByText('Page 3 of 3')).toBeVisible();
    expect(queries(memberPaths.betRecords)).toHaveLength(asked);

    // Back: each page is asked again on its own cursor (the one kept under the page after it).
    await user.click(screen.getByRole('button', { name: en['records.previous'] }));
    expect(await screen.findByText('Fortune Tiger 25')).toBeVisible();
    expect(screen.getByText('Page 2 of 3')).toBeVisible();
    await waitFor(() =>
      expect(queries(memberPaths.betRecords).at(-1)).toEqual({ ...firstQuery, cursor: '26' }),
    );
    await user.click(screen.getByRole('button', { name: en['records.previous'] }));
    expect(await screen.findByText('Fortune Tiger 45')).toBeVisible();
    expect(screen.getByText('Page 1 of 3')).toBeVisible();
    await waitFor(() => expect(queries(memberPaths.betRecords).at(-1)).toEqual(firstQuery));
    expect(screen.getByRole('button', { name: en['records.previous'] })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('asks again from the first page when a filter changes', async () => {
    const user = userEvent.setup();
    const rounds = allRounds.map((row, index) =>
      index % 3 === 0 ? { ...row, vendor: 'JDB', vendorName: 'JDB', outcome: 'lost' as const } : row,
    );
    const { render, queries } = betsPlatform(rounds);
    render(<BettingRecordPage now={testNow} />);
    await screen.findByText('Fortune Tiger 45');
    await user.click(screen.getByRole('button', { name: en['records.next'] }));
    await screen.findByText('Page 2 of 3');

    await user.selectOptions(screen.getByLabelText(en['records.bets.vendor']), 'JDB');
    await waitFor(() => expect(totals()).toHaveTextContent(/Rounds\s*15/));
    expect(queries(memberPaths.betRecords).at(-1)).toEqual({ ...firstQuery, vendor: 'JDB' });
    expect(screen.queryByRole('navigation', { name: en['records.bets.pages'] })).toBeNull();
    expect(bodyRows()).toHaveLength(15);

    await user.selectOptions(screen.getByLabelText(en['records.bets.outcome']), 'lost');
    await waitFor(() =>
      expect(queries(memberPaths.betRecords).at(-1)).toEqual({
        ...firstQuery,
        vendor: 'JDB',
        outcome: 'lost',
      }),
    );
    await user.click(screen.getByRole('button', { name: en['records.preset.last30'] }));
    await waitFor(() =>
      expect(queries(memberPaths.betRecords).at(-1)).toEqual({
        ...firstQuery,
        from: '2026-10-31',
        vendor: 'JDB',
        outcome: 'lost',
      }),
    );
    expect(screen.getByRole('button', { name: en['records.preset.last30'] })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('tells days in the wrong order on their field and asks nothing until they are fixed', async () => {
    const user = userEvent.setup();
    const { render, queries } = betsPlatform();
    render(<BettingRecordPage now={testNow} />);
    await screen.findByText('Fortune Tiger 45');
    const to = screen.getByLabelText(en['records.to']);
    expect(to).toHaveAttribute('min', '2025-11-29');
    expect(to).toHaveAttribute('max', '2026-11-29');

    fireEvent.change(to, { target: { value: '2026-11-20' } });
    expect(await screen.findByText(en['records.error.order'])).toBeVisible();
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveAccessibleDescription(expect.stringContaining(en['records.error.order']));
    expect(screen.getByRole('button', { name: en['records.preset.last7'] })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    fireEvent.change(to, { target: { value: '2026-12-02' } });
    expect(await screen.findByText('Choose a day from 2025-11-29 to 2026-11-29.')).toBeVisible();
    expect(queries(memberPaths.betRecords)).toEqual([firstQuery]);

    fireEvent.change(to, { target: { value: '2026-11-25' } });
    await waitFor(() =>
      expect(queries(memberPaths.betRecords).at(-1)).toEqual({ ...firstQuery, to: '2026-11-25' }),
    );
    expect(screen.queryByText(en['records.error.order'])).toBeNull();

    fireEvent.change(to, { target: { value: '2026-11-01' } });
    expect(await screen.findByText(en['records.error.order'])).toBeVisible();
    await user.click(screen.getByRole('button', { name: en['records.preset.today'] }));
    expect(screen.queryByText(en['records.error.order'])).toBeNull();
    await waitFor(() =>
      expect(queries(memberPaths.betRecords).at(-1)).toEqual({
        ...firstQuery,
        from: '2026-11-29',
        to: '2026-11-29',
      }),
    );
    expect(queries(memberPaths.betRecords)).toHaveLength(3);
  });

  it('exports the rounds the filters select as a CSV file', async () => {
    const user = userEvent.setup();
    downloads = stubDownloads();
    const { render, queries } = betsPlatform();
    render(<BettingRecordPage now={testNow} />);
    await screen.findByText('Fortune Tiger 45');
    await user.selectOptions(screen.getByLabelText(en['records.bets.outcome']), 'won');
    await waitFor(() => expect(queries(memberPaths.betRecords).at(-1)).toHaveProperty('outcome', 'won'));

    await user.click(screen.getByRole('button', { name: en['records.export'] }));
    await waitFor(() => expect(downloads?.saved).toHaveLength(1));
    expect(queries(memberPaths.betRecordsExport)).toEqual([
      { from: '2026-11-23', to: '2026-11-29', outcome: 'won', language: 'en' },
    ]);
    expect(downloads.saved[0]).toMatchObject({
      href: 'blob:records/1',
      download: 'betting-record_2026-11-23_2026-11-29.csv',
    });
    expect(await downloads.saved[0]?.file.text()).toBe('Time (UTC),Round\n');
    await waitFor(() => expect(downloads?.revoked).toEqual(['blob:records/1']));
    expect(screen.getByRole('button', { name: en['records.export'] })).not.toHaveAttribute('aria-busy');
  });

  it('says why the platform refused the export, or the record', async () => {
    const user = userEvent.setup();
    downloads = stubDownloads();
    const { render } = recordsPlatform({
      [`GET ${memberPaths.betRecords}`]: (query) => envelope(value(query)),
      [`GET ${memberPaths.betRecordsExport}`]: () => envelope(undefined, 403, 'TRIAL_NOT_ALLOWED'),
    });
    render(<BettingRecordPage now={testNow} />);
    await screen.findByText('Fortune Tiger 45');
    await user.click(screen.getByRole('button', { name: en['records.export'] }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please register a real account to use this feature',
    );
    expect(downloads.saved).toEqual([]);

    const refused = recordsPlatform({
      [`GET ${memberPaths.betRecords}`]: () => envelope(undefined, 403, 'TRIAL_NOT_ALLOWED'),
    });
    refused.render(<BettingRecordPage now={testNow} />);
    const alert = await screen.findByText(en['records.bets.loadFailed']);
    expect(alert.closest('[role="alert"]')).toHaveTextContent(
      'Please register a real account to use this feature',
    );
    expect(screen.getByRole('button', { name: en['deposit.retry'] })).toBeVisible();
  });

  it('says so when no round was played in the days', async () => {
    const { render } = betsPlatform([]);
    render(<BettingRecordPage now={testNow} />);
    expect(await screen.findByText(en['records.bets.empty'])).toBeVisible();
    expect(totals()).toHaveTextContent(/Rounds\s*0/);
    expect(screen.getByRole('button', { name: en['records.export'] })).toBeDisabled();
    expect(screen.queryByRole('navigation', { name: en['records.bets.pages'] })).toBeNull();
  });

  it('reads right to left in Arabic', async () => {
    const { render, queries } = betsPlatform();
    const { container } = render(<BettingRecordPage now={testNow} />, 'ar');
    expect(await screen.findByText('Fortune Tiger 45')).toBeVisible();
    expect(queries(memberPaths.betRecords)).toEqual([{ ...firstQuery, language: 'ar' }]);
    expect(screen.getByRole('group', { name: ar['records.totals'] })).toBeVisible();
    expect(screen.getByLabelText(ar['records.bets.vendor'])).toBeVisible();
    expect(screen.getByText('الصفحة 1 من 3')).toBeVisible();
    expect(screen.getByRole('table', { name: ar['records.bets.caption'] }).closest('[dir]')).toHaveAttribute(
      'dir',
      'rtl',
    );
    await expectNoAxeViolations(container);
  });
});
