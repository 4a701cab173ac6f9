import type { Meta, StoryObj } from '@storybook/react-vite';
import { Gamepad2, Heart } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { EmptyState, emptyStateSizes } from './EmptyState';

const copy = {
  ar: {
    title: 'لا توجد ألعاب مفضلة بعد',
    description: 'اضغط على القلب في أي لعبة لتجدها هنا في المرة القادمة.',
    action: 'تصفح الألعاب',
  },
  en: {
    title: 'No favourite games yet',
    description: 'Tap the heart on any game to find it here next time.',
    action: 'Browse games',
  },
};

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  argTypes: { size: { control: 'inline-radio', options: emptyStateSizes } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Compact: Story = { args: { size: 'compact' } };

const onBrowse = fn();

export const WithAction: Story = {
  render: (args, { globals }) => {
    const text = globals.locale === 'en' ? copy.en : copy.ar;
    return (
      <EmptyState
        {...args}
        icon={<Heart size={32} strokeWidth={1.75} />}
        title={text.title}
        headingLevel={2}
        description={text.description}
        action={
          <Button onClick={onBrowse}>
            <Gamepad2 size={18} aria-hidden />
            {text.action}
          </Button>
        }
      />
    );
  },
  play: async ({ canvasElement, globals }) => {
    const text = globals.locale === 'en' ? copy.en : copy.ar;
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: text.title })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: text.action }));
    await expect(onBrowse).toHaveBeenCalled();
  },
};
