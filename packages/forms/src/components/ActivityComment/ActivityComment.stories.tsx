import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ar } from '../../i18n/messages/ar';
import { en } from '../../i18n/messages/en';
import type { FeedbackSubmitResult } from '../FeedbackForm';
import { ActivityComment } from './ActivityComment';

/** The parts of a story's context the helpers read. */
type Context = Pick<StoryContext, 'globals' | 'canvasElement'>;
const messagesOf = (context: Context) => (context.globals.locale === 'en' ? en : ar);
/** What a player writes, in the story's language. */
const written = (context: Context, english: string, arabic: string) =>
  context.globals.locale === 'en' ? english : arabic;

const parts = (context: Context) => {
  const canvas = within(context.canvasElement);
  const messages = messagesOf(context);
  return {
    canvas,
    messages,
    box: canvas.getByRole('textbox', { name: messages['field.comment'] }),
    submit: canvas.getByRole('button', { name: messages['action.comment'] }),
  };
};

const meta = {
  title: 'Forms/ActivityComment',
  component: ActivityComment,
  args: { onSubmit: fn((): Promise<FeedbackSubmitResult> => Promise.resolve({ ok: true })) },
} satisfies Meta<typeof ActivityComment>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: the button waits for a comment. */
export const Empty: Story = {
  play: async (context) => {
    const { submit } = parts(context);
    await expect(submit).toBeDisabled();
  },
};

/** The counter follows the trimmed comment. */
export const Typing: Story = {
  play: async (context) => {
    const { canvas, box, submit } = parts(context);
    const text = written(context, 'Count me in for the finals!', 'سجّلوني في النهائيات!');
    await userEvent.type(box, text);
    await expect(canvas.getByText(`${Array.from(text).length} / 140`)).toBeVisible();
    await expect(submit).toBeEnabled();
  },
};

/** 150 characters: the counter turns red and submitting says the limit. */
export const OverLimit: Story = {
  play: async (context) => {
    const { canvas, messages, box, submit } = parts(context);
    const line = written(context, 'Great event, ', 'فعالية رائعة، ');
    const text = line.repeat(20).slice(0, 150);
    await userEvent.click(box);
    await userEvent.paste(text);
    await expect(canvas.getByText(`${Array.from(text.trim()).length} / 140`)).toBeVisible();
    await userEvent.click(submit);
    const tooLong = messages['activity.commentLength'].replace('{{max}}', '140');
    await expect(await canvas.findByText(tooLong, { selector: '[data-slot="form-message"]' })).toBeVisible();
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Posted: the box empties, the confirmation shows and the focus is back in the box. */
export const Submitted: Story = {
  play: async (context) => {
    const { canvas, messages, box, submit } = parts(context);
    const text = written(context, '  Good luck everyone!  ', '  بالتوفيق للجميع!  ');
    await userEvent.type(box, text);
    await userEvent.click(submit);
    await waitFor(() => expect(context.args.onSubmit).toHaveBeenCalledWith({ comment: text.trim() }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(messages['activity.commentSent']);
    await expect(box).toHaveValue('');
    await waitFor(() => expect(box).toHaveFocus());
  },
};
