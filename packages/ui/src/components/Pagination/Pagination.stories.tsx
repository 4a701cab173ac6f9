import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { panelsAr } from '../../i18n/messages/panels.ar';
import { panelsEn } from '../../i18n/messages/panels.en';
import { Pagination, paginationSizes, type PaginationProps } from './Pagination';

const catalogues = { ar: panelsAr, en: panelsEn } as const;
const textFor = (locale: unknown) => (locale === 'en' ? catalogues.en : catalogues.ar);

/** Keeps the page in state so the bar moves as it would in an app, and reports every request. */
function Controlled(args: PaginationProps) {
  const [page, setPage] = useState(args.page);
  return (
    <Pagination
      {...args}
      page={page}
      onPageChange={(next) => {
        args.onPageChange(next);
        setPage(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  render: (args) => <Controlled {...args} />,
  args: { page: 1, totalPages: 20, onPageChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: paginationSizes },
    margin: { control: { type: 'range', min: 1, max: 2 } },
    range: { control: { type: 'range', min: 3, max: 5 } },
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FewPages: Story = { args: { page: 2, totalPages: 5 } };

export const ManyPagesAtStart: Story = { args: { page: 1, totalPages: 20 } };

export const ManyPagesInMiddle: Story = { args: { page: 10, totalPages: 20 } };

export const ManyPagesAtEnd: Story = { args: { page: 20, totalPages: 20 } };

export const MarginTwoRangeThree: Story = { args: { page: 25, totalPages: 50, margin: 2, range: 3 } };

export const Small: Story = { args: { page: 7, totalPages: 12, size: 'sm' } };

export const SinglePage: Story = {
  args: { page: 1, totalPages: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

export const NextAndPrevious: Story = {
  args: { page: 4, totalPages: 9 },
  play: async ({ canvasElement, args, globals }) => {
    const text = textFor(globals.locale);
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: text['pagination.next'] });
    const previous = canvas.getByRole('button', { name: text['pagination.previous'] });
    await userEvent.click(next);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(5);
    await userEvent.click(previous);
    await userEvent.click(previous);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    const current = canvas.getByRole('button', { name: text['pagination.page'].replace('{{page}}', '3') });
    await expect(current).toHaveAttribute('aria-current', 'page');
    // The current page is not requested again.
    await userEvent.click(current);
    await expect(args.onPageChange).toHaveBeenCalledTimes(3);
  },
};

export const DisabledAtFirstPage: Story = {
  args: { page: 2, totalPages: 6 },
  play: async ({ canvasElement, args, globals }) => {
    const text = textFor(globals.locale);
    const previous = within(canvasElement).getByRole('button', { name: text['pagination.previous'] });
    await userEvent.click(previous);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(previous);
    await expect(args.onPageChange).toHaveBeenCalledTimes(1);
  },
};
