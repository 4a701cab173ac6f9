import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { captchaDemoImage } from './captchaDemoImage.fixture';
import { CaptchaFieldDemo } from './captchaFieldDemo.fixture';

const meta = {
  title: 'Forms/CaptchaField',
  component: CaptchaFieldDemo,
  args: { onSubmit: fn(), onRefresh: fn(), image: captchaDemoImage },
} satisfies Meta<typeof CaptchaFieldDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The image as the platform sends it (bare base64 PNG), with an empty answer. */
export const Image: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const image = canvas.getByRole('img');
    await expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await waitFor(() => expect((image as HTMLImageElement).complete).toBe(true));
  },
};

/** While the image loads a placeholder keeps its place. */
export const Loading: Story = { args: { image: undefined } };

/** Submitted empty: 'Please enter the captcha' below the field. */
export const ErrorMessage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const buttons = canvas.getAllByRole('button');
    await userEvent.click(buttons[buttons.length - 1]!);
    await waitFor(() => expect(canvas.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true'));
    // The form then focuses the first invalid field; the picture shows the error without the focus
    // look, whose ring and border vary with the browser's focus-visible heuristics.
    await waitFor(() => expect(canvas.getByRole('textbox')).toHaveFocus());
    canvas.getByRole('textbox').blur();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Pressing the image asks for a new one, at most once per second; the answer is sent trimmed. */
export const RefreshAndSubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [refresh, submit] = canvas.getAllByRole('button');
    await userEvent.click(refresh!);
    await userEvent.click(refresh!);
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    await userEvent.type(canvas.getByRole('textbox'), ' 7K4P2 ');
    await userEvent.click(submit!);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ captcha: '7K4P2' }, expect.anything()));
  },
};
