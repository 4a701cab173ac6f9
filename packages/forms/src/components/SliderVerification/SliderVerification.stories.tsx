import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoGaps, demoVerify, SliderDemo } from './sliderChallenge.fixture';

const meta = {
  title: 'Forms/SliderVerification',
  component: SliderDemo,
  args: {
    onVerify: fn(demoVerify),
    onRefresh: fn(),
    onVerified: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof SliderDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const gap = demoGaps[0].x;

/** A puzzle waiting for its piece. */
export const Ready: Story = {};

/** The piece held part way (the handle is being dragged, not yet let go). */
export const Dragging: Story = {
  play: async ({ canvasElement, args }) => {
    const handle = within(canvasElement).getByRole('slider');
    const box = handle.getBoundingClientRect();
    const start = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: handle, coords: { clientX: start.x, clientY: start.y } },
      { target: handle, coords: { clientX: start.x + 60, clientY: start.y } },
      { target: handle, coords: { clientX: start.x + 120, clientY: start.y } },
    ]);
    await expect(handle).toHaveAttribute('aria-valuenow', '120');
    await expect(handle).toHaveAttribute('data-tone', 'dragging');
    await expect(args.onVerify).not.toHaveBeenCalled();
  },
};

/** Dragged onto the gap and let go: verified, announced, and the fields go to the host. */
export const Verified: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const handle = canvas.getByRole('slider');
    const box = handle.getBoundingClientRect();
    const start = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: handle, coords: { clientX: start.x, clientY: start.y } },
      { target: handle, coords: { clientX: start.x + 90, clientY: start.y + 2 } },
      { target: handle, coords: { clientX: start.x + gap, clientY: start.y } },
      { keys: '[/MouseLeft]', target: handle, coords: { clientX: start.x + gap, clientY: start.y } },
    ]);
    await waitFor(() => expect(args.onVerified).toHaveBeenCalledTimes(1));
    await expect(args.onVerify).toHaveBeenCalledWith(
      expect.objectContaining({ challengeId: 'demo-0', x: gap }),
    );
    // The verified state renders after the host is told, in the commit that follows: waited for, not assumed
    // (a busy machine once ran this line before that commit).
    await waitFor(() => expect(canvas.getByRole('status')).not.toBeEmptyDOMElement());
    await expect(canvas.queryByRole('slider')).not.toBeInTheDocument();
  },
};

/** Let go far from the gap: the failure is announced and a new puzzle comes. */
export const Failed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const handle = canvas.getByRole('slider');
    handle.focus();
    await userEvent.keyboard('{End}{Enter}');
    await waitFor(() => expect(args.onRefresh).toHaveBeenCalledTimes(1));
    await expect(args.onVerified).not.toHaveBeenCalled();
    await expect(canvas.getByRole('status')).not.toBeEmptyDOMElement();
    await expect(canvas.getByRole('slider')).toHaveAttribute('aria-valuenow', '0');
  },
};

/** While the puzzle loads. */
export const Loading: Story = { args: { first: null } };

/** The host already holds the fields. */
export const VerifiedByHost: Story = { args: { verified: true } };

/** By keyboard alone: Tab to the handle, arrows (Shift for 20 px), Enter to check. */
export const KeyboardPlay: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    const handle = canvas.getByRole('slider');
    await expect(handle).toHaveFocus();
    await userEvent.keyboard('{Shift>}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{/Shift}');
    await expect(handle).toHaveAttribute('aria-valuenow', '100');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(handle).toHaveAttribute('aria-valuenow', '96');
    await userEvent.keyboard('{Shift>}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{/Shift}');
    await expect(handle).toHaveAttribute('aria-valuenow', String(gap));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onVerified).toHaveBeenCalledTimes(1));
    await expect(canvasElement.ownerDocument.activeElement).toHaveTextContent(/.+/);
    await userEvent.tab();
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      sliderToken: `token-demo-0-${gap}`,
      sliderChallengeId: 'demo-0',
    });
  },
};
