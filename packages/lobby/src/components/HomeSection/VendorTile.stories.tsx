import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { demoLanguageOf, demoVendors } from '../demoGames.fixture';
import { VendorTile } from './VendorTile';

const meta = {
  title: 'Lobby/VendorTile',
  component: VendorTile,
  args: { name: 'PG Soft', gameCount: 1234, href: '/rng?vassalage=PG' },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 180 }}>
        <Story />
      </div>
    ),
  ],
  render: (args, { globals }) => {
    const vendor = demoVendors(demoLanguageOf(globals.locale))[0]!;
    return <VendorTile {...args} name={vendor.displayName} logoUrl={vendor.logoUrl} />;
  },
} satisfies Meta<typeof VendorTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A link to the vendor's lobby. */
export const Link: Story = {};

/** A button, for a vendor whose card opens its game list. */
export const Button: Story = {
  args: { href: undefined, onSelect: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.unhover(canvasElement);
  },
};

/** Under maintenance: said in words, and inert. */
export const Maintenance: Story = { args: { maintenance: true } };

/** A long name is cut with an ellipsis. */
export const LongName: Story = {
  render: (args, { globals }) => (
    <VendorTile
      {...args}
      name={
        demoLanguageOf(globals.locale) === 'ar'
          ? 'مزود الألعاب العربية المتحدة للترفيه الرقمي'
          : 'United Arabian Digital Entertainment Games'
      }
      logoUrl={demoVendors('en')[5]!.logoUrl}
    />
  ),
};
