import { memberPaths, type LedgerRecord, type LedgerRecordsValue } from '@portal/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { en } from '../i18n/messages/en';
import { AccountRecordPage } from './AccountRecordPage';
import * as styles from './records.css';
import { csvFile, envelope, recordsPlatform, stubDownloads, testNow } from './recordsPlatform.fixture';

const entry = (id: number, over: Partial<LedgerRecord> = {}): LedgerRecord => ({
  id: String(id),
  createdAt: '2026-11-28T09:00:00.000Z',
  kind: 'game-round',
  category: 'game',
  amountMinor: -5_00,
  balanceBeforeMinor: 105_00,
  balanceAfterMinor: 100_00,
  reference: `Fortune Tiger ${id}`,
  ...over,
});

const mainEntries: LedgerRecord[] = [
  entry(30, {
    kind: 'deposit',
    category: 'deposit',
    amountMinor: 300_00,
    balanceBeforeMinor: 0,
    balanceAfterMinor: 300_00,
    reference: 'D20261128001',
  }),
  // A kind this page does not know yet is named by its category.
  entry(29, { kind: 'bonus-credit', category: 'adjustment', amountMinor: 10_00, reference: undefined }),
  ...Array.from({ length: 23 }, (_, index) => entry(28 - index)),
];

const heldEntries: LedgerRecord[] = [
  entry(90, {
    kind: 'withdrawal-hold',
    category: 'withdrawal',
    amountMinor: 120_00,
    balanceBeforeMinor: 0,
    balanceAfterMinor: 120_00,
    reference: 'W20261128001',
  }),
];

const value = (query: Record<string, string>): LedgerRecordsValue => {
  const wallet = query.wallet ?? 'main';
  const selected = (wallet === 'held' ? heldEntries : wallet === 'main' ? mainEntries : []).filter(
    (row) => !query.category || row.category === query.category,
  );
  const start = query.cursor ? selected.findIndex((row) => row.id === query.cursor) + 1 : 0;
  const list = selected.slice(start, start + Number(query.pageSize ?? 20));
  const next = start + list.length < selected.length ? list.at(-1)?.id : undefined;
  const credit = selected.filter((row) => row.amountMinor > 0).reduce((sum, row) => sum + row.amountMinor, 0);
  const debit = -selected.filter((row) => row.amountMinor < 0).reduce((sum, row) => sum + row.amountMinor, 0);
  return {
    list,
    ...(next ? { next } : {}),
    totals: { entries: selected.length, creditMinor: credit, debitMinor: debit, netMinor: credit - debit },
    currency: 'USD',
    wallet,
    wallets: [
      { code: 'main', name: '' },
      { code: 'held', name: '' },
      { code: 'PG_WALLET', name: 'PG Soft' },
    ],
  };
};

const firstQuery = { from: '2026-11-23', to: '2026-11-29', wallet: 'main', pageSize: '20', language: 'en' };

const ledgerPlatform = () =>
  recordsPlatform({
    [`GET ${memberPaths.ledgerRecords}`]: (query) => envelope(value(query)),
    [`GET ${memberPaths.ledgerRecordsExport}`]: () => csvFile(),
  });

const table = () => screen.getByRole('table', { name: en['records.ledger.caption'] });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const totals = () => screen.getByRole('group', { name: en['records.totals'] });

describe('AccountRecordPage', () => {
  let downloads: ReturnType<typeof stubDownloads> | undefined;
  afterEach(() => {
    downloads?.restore();
    downloads = undefined;
  });

  it('shows the main wallet’s entries first, each named by its kind, with the money in and out', async () => {
    const { render, queries } = ledgerPlatform();
    const { container } = render(<AccountRecordPage now={testNow} />);
    expect(await screen.findByText('D20261128001')).toBeVisible();
    expect(queries(memberPaths.ledgerRecords)).toEqual([firstQuery]);

    expect(totals()).toHaveTextContent(/Entries\s*25/);
    expect(totals()).toHaveTextContent(/Money in\s*310\.00 USD/);
    expect(totals()).toHaveTextContent(/Money out\s*115\.00 USD/);
    expect(within(totals()).getByText('+195.00 USD')).toHaveClass(styles.tone.positive);

    const [deposit, unknown, round] = bodyRows() as HTMLElement[];
    expect(deposit).toHaveTextContent(en['records.ledger.kind.deposit']);
    expect(screen.getByRole('columnheader', { name: 'Amount (USD)' })).toBeVisible();
    expect(within(deposit as HTMLElement).getByText('+300.00')).toHaveClass(styles.tone.positive);
    expect(unknown).toHaveTextContent(en['records.ledger.category.adjustment']);
    expect(within(round as HTMLElement).getByText('-5.00')).toHaveClass(styles.tone.negative);
    expect(round).toHaveTextContent(en['records.ledger.kind.game-round']);
    expect(round).toHaveTextContent('105.00');
    expect(round).toHaveTextContent('100.00');

    const wallet = screen.getByLabelText(en['records.ledger.wallet']);
    expect(
      within(wallet)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([en['records.ledger.wallet.main'], en['records.ledger.wallet.held'], 'PG Soft']);
    expect(screen.getByText('Page 1 of 2')).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('pages on the cursor and starts again from the first page on another wallet or type', async () => {
    const user = userEvent.setup();
    const { render, queries } = ledgerPlatform();
    render(<AccountRecordPage now={testNow} />);
    await screen.findByText('D20261128001');
    await user.click(screen.getByRole('button', { name: en['records.next'] }));
    expect(await screen.findByText('Page 2 of 2')).toBeVisible();
    expect(queries(memberPaths.ledgerRecords).at(-1)).toEqual({ ...firstQuery, cursor: '11' });
    expect(bodyRows()).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: en['records.previous'] }));
    expect(await screen.findByText('D20261128001')).toBeVisible();
    await user.click(screen.getByRole('button', { name: en['records.next'] }));
    await screen.findByText('Page 2 of 2');

    await user.selectOptions(screen.getByLabelText(en['records.ledger.wallet']), 'held');
    expect(await screen.findByText('W20261128001')).toBeVisible();
    expect(queries(memberPaths.ledgerRecords).at(-1)).toEqual({ ...firstQuery, wallet: 'held' });
    expect(bodyRows()[0]).toHaveTextContent(en['records.ledger.kind.withdrawal-hold']);
    expect(screen.queryByRole('navigation', { name: en['records.ledger.pages'] })).toBeNull();

    await user.selectOptions(screen.getByLabelText(en['records.ledger.type']), 'deposit');
    expect(await screen.findByText(en['records.ledger.empty'])).toBeVisible();
    expect(queries(memberPaths.ledgerRecords).at(-1)).toEqual({
      ...firstQuery,
      wallet: 'held',
      category: 'deposit',
    });
    expect(screen.getByRole('button', { name: en['records.export'] })).toBeDisabled();
  });

  it('exports the entries the filters select, and says why when it is refused', async () => {
    const user = userEvent.setup();
    downloads = stubDownloads();
    let refuse = false;
    const { render, queries } = recordsPlatform({
      [`GET ${memberPaths.ledgerRecords}`]: (query) => envelope(value(query)),
      [`GET ${memberPaths.ledgerRecordsExport}`]: () =>
        refuse ? envelope(undefined, 403, 'TRIAL_NOT_ALLOWED') : csvFile('Time (UTC),Entry\n'),
    });
    render(<AccountRecordPage now={testNow} />);
    await screen.findByText('D20261128001');
    await user.selectOptions(screen.getByLabelText(en['records.ledger.type']), 'game');
    await waitFor(() => expect(totals()).toHaveTextContent(/Entries\s*23/));

    await user.click(screen.getByRole('button', { name: en['records.export'] }));
    await waitFor(() => expect(downloads?.saved).toHaveLength(1));
    expect(queries(memberPaths.ledgerRecordsExport)).toEqual([
      { from: '2026-11-23', to: '2026-11-29', wallet: 'main', category: 'game', language: 'en' },
    ]);
    expect(downloads.saved[0]?.download).toBe('account-record_main_2026-11-23_2026-11-29.csv');
    await waitFor(() => expect(downloads?.revoked).toEqual([downloads?.saved[0]?.href]));

    refuse = true;
    await user.click(screen.getByRole('button', { name: en['records.export'] }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please register a real account to use this feature',
    );
    expect(downloads.saved).toHaveLength(1);
  });

  it('keeps asking nothing while the first day is after the last', async () => {
    const { render, queries } = ledgerPlatform();
    render(<AccountRecordPage now={testNow} />);
    await screen.findByText('D20261128001');
    const from = screen.getByLabelText(en['records.from']);
    fireEvent.change(from, { target: { value: '2026-11-29' } });
    await waitFor(() =>
      expect(queries(memberPaths.ledgerRecords).at(-1)).toEqual({ ...firstQuery, from: '2026-11-29' }),
    );
    fireEvent.change(screen.getByLabelText(en['records.to']), { target: { value: '2026-11-28' } });
    expect(await screen.findByText(en['records.error.order'])).toBeVisible();
    expect(queries(memberPaths.ledgerRecords)).toHaveLength(2);
  });

  it('says the record could not be loaded, and why', async () => {
    const { render } = recordsPlatform({
      [`GET ${memberPaths.ledgerRecords}`]: () => envelope(undefined, 403, 'TRIAL_NOT_ALLOWED'),
    });
    render(<AccountRecordPage now={testNow} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(en['records.ledger.loadFailed']);
    expect(alert).toHaveTextContent('Please register a real account to use this feature');
    // The filters stay, so the member can change them.
    expect(screen.getByLabelText(en['records.ledger.wallet'])).toBeVisible();
  });
});
