import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileSearch } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { panelsAr } from '../../i18n/messages/panels.ar';
import { panelsEn } from '../../i18n/messages/panels.en';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { DataTable, type DataTableColumn } from './DataTable';

/** A row of the account record: fixed sample data, in both languages, so every picture is stable. */
interface Transaction {
  id: string;
  time: string;
  type: { ar: string; en: string };
  amount: string;
  balance: string;
}

const types = {
  deposit: { ar: 'إيداع', en: 'Deposit' },
  bet: { ar: 'رهان', en: 'Bet' },
  win: { ar: 'ربح', en: 'Win' },
  withdrawal: { ar: 'سحب', en: 'Withdrawal' },
  bonus: { ar: 'مكافأة', en: 'Bonus' },
};

const transactions: Transaction[] = [
  { id: 'TX-240611', time: '2025-06-11 21:04', type: types.deposit, amount: '+500.00', balance: '1,742.50' },
  { id: 'TX-240610', time: '2025-06-11 20:31', type: types.bet, amount: '-25.00', balance: '1,242.50' },
  { id: 'TX-240609', time: '2025-06-11 20:30', type: types.win, amount: '+187.50', balance: '1,267.50' },
  {
    id: 'TX-240608',
    time: '2025-06-10 18:12',
    type: types.withdrawal,
    amount: '-1,000.00',
    balance: '1,080.00',
  },
  { id: 'TX-240607', time: '2025-06-10 09:45', type: types.bonus, amount: '+80.00', balance: '2,080.00' },
];

const headers = {
  ar: {
    id: 'المرجع',
    time: 'الوقت',
    type: 'النوع',
    amount: 'المبلغ',
    balance: 'الرصيد',
    caption: 'سجل الحساب',
  },
  en: {
    id: 'Reference',
    time: 'Time',
    type: 'Type',
    amount: 'Amount',
    balance: 'Balance',
    caption: 'Account record',
  },
};

type Locale = keyof typeof headers;
const localeOf = (value: unknown): Locale => (value === 'en' ? 'en' : 'ar');

function columnsFor(locale: Locale): DataTableColumn<Transaction>[] {
  const h = headers[locale];
  return [
    { key: 'id', header: h.id },
    { key: 'time', header: h.time, numeric: true, align: 'start' },
    { key: 'type', header: h.type, cell: (row) => row.type[locale] },
    { key: 'amount', header: h.amount, numeric: true },
    { key: 'balance', header: h.balance, numeric: true },
  ];
}

const getRowKey = (row: Transaction) => row.id;

const meta = {
  title: 'UI/DataTable',
  component: DataTable<Transaction>,
  args: { columns: [], rows: transactions, getRowKey, caption: '' },
  render: (args, { globals }) => {
    const locale = localeOf(globals.locale);
    return (
      <DataTable {...args} columns={columnsFor(locale)} caption={args.caption || headers[locale].caption} />
    );
  },
} satisfies Meta<typeof DataTable<Transaction>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Records: Story = {};

export const CaptionHidden: Story = { args: { captionHidden: true } };

export const Loading: Story = {
  args: { loading: true, rows: [] },
  play: async ({ canvasElement, globals }) => {
    const text = localeOf(globals.locale) === 'en' ? panelsEn : panelsAr;
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent(text['dataTable.loading']);
  },
};

export const Empty: Story = { args: { rows: [] } };

export const EmptyWithAction: Story = {
  args: { rows: [] },
  render: (args, { globals }) => {
    const locale = localeOf(globals.locale);
    const copy = {
      ar: { title: 'لا توجد معاملات في هذه الفترة', action: 'عرض آخر 30 يومًا' },
      en: { title: 'No transactions in this period', action: 'Show the last 30 days' },
    }[locale];
    return (
      <DataTable
        {...args}
        columns={columnsFor(locale)}
        caption={headers[locale].caption}
        empty={
          <EmptyState
            size="compact"
            icon={<FileSearch size={22} strokeWidth={1.75} />}
            title={copy.title}
            action={
              <Button size="sm" variant="secondary">
                {copy.action}
              </Button>
            }
          />
        }
      />
    );
  },
};

function Paged(props: { onPageChange: (page: number) => void; locale: Locale }) {
  const [page, setPage] = useState(3);
  // Each page shows the same sample rows under other references: enough to see the paging work.
  const rows = transactions.map((row, index) => ({ ...row, id: `TX-${240600 - (page - 1) * 5 - index}` }));
  return (
    <DataTable
      columns={columnsFor(props.locale)}
      rows={rows}
      getRowKey={getRowKey}
      caption={headers[props.locale].caption}
      page={page}
      totalPages={12}
      onPageChange={(next) => {
        props.onPageChange(next);
        setPage(next);
      }}
    />
  );
}

export const WithPaging: Story = {
  args: { onPageChange: fn() },
  render: (args, { globals }) => (
    <Paged onPageChange={args.onPageChange ?? (() => undefined)} locale={localeOf(globals.locale)} />
  ),
  play: async ({ canvasElement, args, globals }) => {
    const text = localeOf(globals.locale) === 'en' ? panelsEn : panelsAr;
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: text['pagination.next'] }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
    await expect(canvas.getByRole('cell', { name: 'TX-240585' })).toBeInTheDocument();
  },
};

const wideColumns = (locale: Locale): DataTableColumn<Transaction>[] => [
  ...columnsFor(locale),
  {
    key: 'channel',
    header: locale === 'ar' ? 'القناة' : 'Channel',
    cell: () => (locale === 'ar' ? 'محفظة رئيسية' : 'Main wallet'),
  },
  { key: 'fee', header: locale === 'ar' ? 'الرسوم' : 'Fee', numeric: true, cell: () => '0.00' },
  {
    key: 'bonusBalance',
    header: locale === 'ar' ? 'رصيد المكافآت' : 'Bonus balance',
    numeric: true,
    cell: () => '80.00',
  },
  {
    key: 'status',
    header: locale === 'ar' ? 'الحالة' : 'Status',
    cell: () => (locale === 'ar' ? 'مكتملة' : 'Completed'),
  },
  {
    key: 'remark',
    header: locale === 'ar' ? 'ملاحظة' : 'Remark',
    width: '14rem',
    wrap: true,
    cell: () => '—',
  },
];

export const WideTableScrolls: Story = {
  render: (args, { globals }) => {
    const locale = localeOf(globals.locale);
    return (
      <div style={{ maxInlineSize: 640 }}>
        <DataTable
          {...args}
          columns={wideColumns(locale)}
          caption={headers[locale].caption}
          maxBlockSize="280px"
        />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region');
    await waitFor(() => expect(region).toHaveAttribute('tabindex', '0'));
    await userEvent.tab();
    await expect(region).toHaveFocus();
  },
};
