import { memberPaths, type IncomePoint, type IncomeValue } from '@portal/api';
import { ApiProvider } from '@portal/api/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { renderWithPortal } from '@test-utils/render';
import { envelope, platform } from '../cashier/fakePlatform.fixture';
import { ar } from '../i18n/messages/ar';
import { en } from '../i18n/messages/en';
import { IncomePage } from './IncomePage';

// jsdom has no canvas: the chart's drawing (its own chunk, with uPlot) is replaced by a spy. The table is
// the truth the tests read; the chart's input is checked on the spy.
const draw = vi.hoisted(() => vi.fn());
vi.mock('./incomeChartDraw', () => ({ drawIncomeChart: draw }));

afterEach(() => {
  draw.mockReset();
});

/** 2025-11-30 12:00 UTC: the last 30 days are 1 to 30 November. */
const now = Date.parse('2025-11-30T12:00:00Z');

const point = (start: string, netMinor: number, depositMinor = 0, withdrawalMinor = 0): IncomePoint => ({
  start,
  rounds: netMinor === 0 ? 0 : 4,
  stakeMinor: netMinor === 0 ? 0 : 40_00,
  payoutMinor: netMinor === 0 ? 0 : 40_00 + netMinor,
  netMinor,
  depositMinor,
  withdrawalMinor,
  netDepositMinor: depositMinor - withdrawalMinor,
});

const valueOf = (points: IncomePoint[]): IncomeValue => ({
  points,
  totals: points.reduce(
    (sum, p) => ({
      rounds: sum.rounds + p.rounds,
      stakeMinor: sum.stakeMinor + p.stakeMinor,
      payoutMinor: sum.payoutMinor + p.payoutMinor,
      netMinor: sum.netMinor + p.netMinor,
      depositMinor: sum.depositMinor + p.depositMinor,
      withdrawalMinor: sum.withdrawalMinor + p.withdrawalMinor,
      netDepositMinor: sum.netDepositMinor + p.netDepositMinor,
    }),
    {
      rounds: 0,
      stakeMinor: 0,
      payoutMinor: 0,
      netMinor: 0,
      depositMinor: 0,
      withdrawalMinor: 0,
      netDepositMinor: 0,
    },
  ),
  currency: 'USD',
});

const byDay = valueOf([
  point('2025-11-28', 25_00, 100_00),
  point('2025-11-29', -10_50, 0, 30_00),
  point('2025-11-30', 0),
]);
const byWeek = valueOf([
  point('2025-11-01', 5_00, 50_00),
  point('2025-11-03', -2_00),
  point('2025-11-24', 12_00),
]);
const byMonth = valueOf([point('2025-11-01', 15_00, 50_00)]);

/** The query the page sent, by name. */
const queryOf = (fetch: ReturnType<typeof platform>['fetch'], call = -1) => {
  const url = String(fetch.mock.calls.at(call)?.[0]);
  return Object.fromEntries(new URL(url, 'http://portal.test').searchParams);
};

describe('IncomePage', () => {
  it('shows the totals of the last 30 days by day, the chart and the same figures as a table', async () => {
    const user = userEvent.setup();
    const { fetch, render } = platform({ [`GET ${memberPaths.income}`]: () => envelope(byDay) });
    const { container } = render(<IncomePage now={now} />);

    const totals = await screen.findByRole('group', { name: en['income.totals'] });
    expect(queryOf(fetch)).toMatchObject({ from: '2025-11-01', to: '2025-11-30', period: 'day' });
    const figure = (name: string) => within(totals).getByText(name).nextElementSibling;
    expect(figure(en['income.column.rounds'])).toHaveTextContent('8');
    expect(figure(en['income.column.stake'])).toHaveTextContent('80.00 USD');
    expect(figure(en['income.column.payout'])).toHaveTextContent('94.50 USD');
    expect(figure(en['income.column.net'])).toHaveTextContent('+14.50 USD');
    expect(figure(en['income.column.deposits'])).toHaveTextContent('100.00 USD');
    expect(figure(en['income.column.withdrawals'])).toHaveTextContent('30.00 USD');
    expect(figure(en['income.column.netDeposits'])).toHaveTextContent('+70.00 USD');
    expect(screen.getByRole('radio', { name: en['income.period.day'] })).toBeChecked();

    // The chart: one bar per day, oldest first, left to right in English; an image named by its summary.
    await waitFor(() => expect(draw).toHaveBeenCalled());
    expect(draw.mock.calls.at(-1)?.[1]).toMatchObject({
      labels: ['Nov 28', 'Nov 29', 'Nov 30'],
      net: [25_00, -10_50, 0],
      netDeposit: [100_00, -30_00, 0],
      rtl: false,
    });
    const chart = screen.getByRole('img', { name: /^Chart: Net result by day, Nov 1, 2025 to Nov 30, 2025/ });
    expect(chart).toHaveAccessibleName(expect.stringContaining('highest +25.00 USD (Nov 28, 2025)'));
    expect(chart).toHaveAccessibleName(expect.stringContaining('lowest -10.50 USD (Nov 29, 2025)'));

    // The table lists every day with every figure.
    await user.click(screen.getByText(en['income.showTable']));
    const table = screen.getByRole('table', { name: en['income.caption.day'] });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Nov 28, 2025');
    expect(rows[0]).toHaveTextContent('+25.00 USD');
    expect(rows[0]).toHaveTextContent('+100.00 USD');
    expect(rows[1]).toHaveTextContent('-10.50 USD');
    expect(rows[1]).toHaveTextContent('30.00 USD');
    expect(rows[2]).toHaveTextContent('Nov 30, 2025');
    await expectNoAxeViolations(container);
  });

  it('asks by week and by month when the grouping changes, and names each period by its days', async () => {
    const user = userEvent.setup();
    const { fetch, render } = platform({
      [`GET ${memberPaths.income}`]: () => {
        const period = queryOf(fetch).period;
        return envelope(period === 'week' ? byWeek : period === 'month' ? byMonth : byDay);
      },
    });
    render(<IncomePage now={now} />);
    await screen.findByRole('group', { name: en['income.totals'] });

    await user.click(screen.getByRole('radio', { name: en['income.period.week'] }));
    await screen.findByRole('heading', { name: en['income.chartTitle.week'] });
    expect(queryOf(fetch)).toMatchObject({ from: '2025-11-01', to: '2025-11-30', period: 'week' });
    await user.click(screen.getByText(en['income.showTable']));
    const weeks = await screen.findByRole('table', { name: en['income.caption.week'] });
    await waitFor(() => expect(within(weeks).getAllByRole('row').slice(1)).toHaveLength(3));
    const weekRows = within(weeks).getAllByRole('row').slice(1);
    // The first week is cut by the range (it starts on Saturday the 1st); the last runs to Sunday the 30th.
    expect(weekRows[0]).toHaveTextContent('Nov 1 – 2, 2025');
    expect(weekRows[1]).toHaveTextContent('Nov 3 – 23, 2025');
    expect(weekRows[2]).toHaveTextContent('Nov 24 – 30, 2025');

    await user.click(screen.getByRole('radio', { name: en['income.period.month'] }));
    const months = await screen.findByRole('table', { name: en['income.caption.month'] });
    expect(queryOf(fetch)).toMatchObject({ period: 'month' });
    await waitFor(() => expect(within(months).getAllByRole('row').slice(1)).toHaveLength(1));
    expect(within(months).getAllByRole('row')[1]).toHaveTextContent('Nov 1 – 30, 2025');
  });

  it('says when the income could not be loaded, and tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    const { render } = platform({
      [`GET ${memberPaths.income}`]: () => (fail ? envelope(undefined, 503, 'MAINTENANCE') : envelope(byDay)),
    });
    const { container } = render(<IncomePage now={now} />);
    expect(await screen.findByText(en['income.loadFailed'])).toBeVisible();
    await expectNoAxeViolations(container);

    fail = false;
    await user.click(screen.getByRole('button', { name: en['deposit.retry'] }));
    expect(await screen.findByRole('group', { name: en['income.totals'] })).toBeVisible();
    expect(screen.queryByText(en['income.loadFailed'])).toBeNull();
  });

  it('shows an empty state rather than a flat chart when nothing was played or moved', async () => {
    const { render } = platform({
      [`GET ${memberPaths.income}`]: () =>
        envelope(valueOf([point('2025-11-29', 0), point('2025-11-30', 0)])),
    });
    const { container } = render(<IncomePage now={now} />);
    expect(await screen.findByText(en['income.empty'])).toBeVisible();
    expect(screen.getByText(en['income.emptyHint'])).toBeVisible();
    expect(screen.queryByRole('img')).toBeNull();
    expect(draw).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('shows the table openly where the chart cannot be drawn', async () => {
    draw.mockImplementation(() => {
      throw new Error('This browser cannot draw charts.');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { render } = platform({ [`GET ${memberPaths.income}`]: () => envelope(byDay) });
    const { container } = render(<IncomePage now={now} />);
    await waitFor(() => expect(draw).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('img')).toBeNull());
    expect(screen.getByRole('table', { name: en['income.caption.day'] })).toBeVisible();
    expect(screen.queryByText(en['income.showTable'])).toBeNull();
    // The developer is told why (a page that silently lost its chart would go unnoticed).
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('income chart was not drawn'),
      expect.any(Error),
    );
    warn.mockRestore();
    await expectNoAxeViolations(container);
  });

  it('runs time right to left in Arabic', async () => {
    const { fetch } = platform({ [`GET ${memberPaths.income}`]: () => envelope(byDay) });
    const { container } = renderWithPortal(
      <ApiProvider
        merchant="DEMO"
        language="ar"
        token="session"
        fetch={fetch as unknown as typeof globalThis.fetch}
        swrConfig={{ shouldRetryOnError: false, dedupingInterval: 0 }}
      >
        <IncomePage now={now} />
      </ApiProvider>,
      { locale: 'ar' },
    );
    await waitFor(() => expect(draw).toHaveBeenCalled());
    expect(draw.mock.calls.at(-1)?.[1]).toMatchObject({ rtl: true, net: [25_00, -10_50, 0] });
    expect(screen.getByRole('radio', { name: ar['income.period.day'] })).toBeChecked();
    expect(screen.getByRole('group', { name: ar['income.totals'] })).toHaveTextContent('+14.50 USD');
    await expectNoAxeViolations(container);
  });
});
