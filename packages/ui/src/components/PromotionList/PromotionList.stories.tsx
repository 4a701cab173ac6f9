import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { panelsAr } from '../../i18n/messages/panels.ar';
import { panelsEn } from '../../i18n/messages/panels.en';
import { PromotionList, type PromotionListProps } from './PromotionList';
import { demoCategories, demoPromotions, demoTimeZone } from './promotions.fixture';

type Language = 'en' | 'ar';
const languageOf = (locale: unknown): Language => (locale === 'en' ? 'en' : 'ar');
const messagesOf = (locale: unknown) => (languageOf(locale) === 'en' ? panelsEn : panelsAr);
const page = (canvas: HTMLElement) => within(canvas.ownerDocument.body);

/** Pictures are taken only once the art has decoded (lazy images are asked to load first). */
async function artDecoded(root: ParentNode) {
  const images = [...root.querySelectorAll('img')];
  for (const image of images) image.loading = 'eager';
  await Promise.all(images.map((image) => image.decode().catch(() => {})));
}

/** Holds the selected category, as the host does, and reports every change. */
function StatefulList(props: PromotionListProps) {
  const [category, setCategory] = useState(props.category);
  return (
    <PromotionList
      {...props}
      category={category}
      onCategoryChange={(code) => {
        setCategory(code);
        props.onCategoryChange(code);
      }}
    />
  );
}

const meta = {
  title: 'UI/PromotionList',
  component: PromotionList,
  args: {
    categories: demoCategories.en,
    category: '',
    onCategoryChange: fn(),
    // One row of four fits the picture; ChooseCategory has all six.
    items: demoPromotions('en').slice(0, 4),
    loading: false,
    timeZone: demoTimeZone,
  },
  render: (args, { globals }) => {
    const language = languageOf(globals.locale);
    // The demo data in the story's language, as many as the story's args hold.
    const items = demoPromotions(language).slice(0, args.items.length);
    return <StatefulList {...args} categories={demoCategories[language]} items={items} />;
  },
  play: async ({ canvasElement }) => artDecoded(canvasElement),
} satisfies Meta<typeof PromotionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every promotion under 'All': fixed and open-ended periods. */
export const All: Story = {};

/** Choosing a category asks the host for it and shows only its promotions. */
export const ChooseCategory: Story = {
  args: { items: demoPromotions('en') },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const live = demoCategories[languageOf(globals.locale)][2]!;
    await userEvent.click(canvas.getByRole('tab', { name: live.name }));
    await expect(args.onCategoryChange).toHaveBeenCalledWith('LIVE');
    await expect(canvas.getByRole('tab', { name: live.name })).toHaveAttribute('aria-selected', 'true');
    await expect(within(canvas.getByRole('tabpanel')).getAllByRole('article')).toHaveLength(2);
    await userEvent.unhover(canvasElement);
    await artDecoded(canvasElement);
  },
};

/** Placeholder cards while the promotions load; the panel is busy and says so once. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement, globals }) => {
    const panel = within(canvasElement).getByRole('tabpanel');
    await expect(panel).toHaveAttribute('aria-busy', 'true');
    await expect(within(panel).getByRole('status')).toHaveTextContent(
      messagesOf(globals.locale)['promotions.loading'],
    );
  },
};

/** No promotions in the chosen category. */
export const Empty: Story = {
  args: { items: [], category: 'REFERRAL' },
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByText(messagesOf(globals.locale)['promotions.emptyTitle']),
    ).toBeVisible();
  },
};

/** Details opens the promotion in a dialog; Escape closes it and focus returns to the button. */
export const OpenDetails: Story = {
  // The list is All's and the dialog UI/PromotionDialog's Dated, each pictured in both brands.
  parameters: { visual: { fullPage: true }, matrix: 'directions' },
  play: async ({ canvasElement, globals }) => {
    const text = messagesOf(globals.locale);
    const first = demoPromotions(languageOf(globals.locale))[0]!;
    const card = within(canvasElement).getByRole('article', { name: first.title });
    const details = within(card).getByRole('button', { name: text['promotions.details'] });
    await userEvent.click(details);
    const dialog = await page(canvasElement).findByRole('dialog', { name: first.title });
    await expect(within(dialog).getByRole('link')).toHaveAttribute('href', '/help#term');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(details).toHaveFocus());
    await userEvent.click(details);
    const reopened = await page(canvasElement).findByRole('dialog', { name: first.title });
    await artDecoded(canvasElement);
    await artDecoded(reopened);
  },
};
