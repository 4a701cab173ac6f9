import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { demoLanguageOf, demoMessagesOf, demoVendors } from '../demoGames.fixture';
import { VendorMenu, type VendorMenuProps } from './VendorMenu';

/** Holds the selection, as the lobby page does, and reports every choice. */
function StatefulMenu(props: VendorMenuProps) {
  const [selected, setSelected] = useState(props.selected);
  return (
    <VendorMenu
      {...props}
      selected={selected}
      onSelect={(code) => {
        setSelected(code);
        props.onSelect(code);
      }}
    />
  );
}

const meta = {
  title: 'Lobby/VendorMenu',
  component: VendorMenu,
  args: { vendors: demoVendors('en'), selected: '', onSelect: fn(), showCounts: false, loading: false },
  render: (args, { globals }) => (
    <StatefulMenu
      {...args}
      vendors={args.vendors.length ? demoVendors(demoLanguageOf(globals.locale)) : []}
    />
  ),
} satisfies Meta<typeof VendorMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'All' selected; CQ9 is under maintenance. */
export const AllVendors: Story = {};

/** Choosing a vendor marks it and reports its code; the vendor under maintenance cannot be chosen. */
export const ChooseVendor: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const text = demoMessagesOf(globals.locale);
    const vendors = demoVendors(demoLanguageOf(globals.locale));
    await userEvent.click(canvas.getByRole('button', { name: vendors[2]!.displayName }));
    await expect(args.onSelect).toHaveBeenCalledWith('PT');
    await expect(canvas.getByRole('button', { current: true })).toHaveAccessibleName(vendors[2]!.displayName);
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(text['vendor.maintenance']) }));
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.unhover(canvasElement);
  },
};

/** Each vendor's game count under its name. */
export const WithCounts: Story = { args: { showCounts: true, selected: 'JDB' } };

/** Long vendor names are cut with an ellipsis. */
export const LongNames: Story = {
  render: (args, { globals }) => {
    const language = demoLanguageOf(globals.locale);
    const vendors = demoVendors(language).slice(0, 3);
    vendors[1] = {
      ...vendors[1]!,
      displayName:
        language === 'ar'
          ? 'مزود الألعاب العربية المتحدة للترفيه الرقمي'
          : 'United Arabian Digital Entertainment Games',
    };
    return <StatefulMenu {...args} vendors={vendors} selected={vendors[1]!.vassalage} showCounts />;
  },
};

/** Placeholder entries while the vendors load. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      demoMessagesOf(globals.locale)['vendorMenu.loading'],
    );
  },
};
