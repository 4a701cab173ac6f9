import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { blurForPicture, catalogueOf, fill, inPanel } from '../private/storyKit';
import { ProofImageForm, type ProofImageOutcome } from './ProofImageForm';

// A 48x48 bank statement with the missing payment's row in red, as fixed bytes (drawn once for the stories).
const statementPng =
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAMAAABg3Am1AAAAFVBMVEUuNED6+PIeWqC+wsr93NzIKCgeIir7p3pNAAAAS0lEQVR42mNgGLyACS+gvQY2tmGpgREvGDIamHEA6mkYED9QWcMIjAcWPACHBlY0wAIVop4GEp00mpZG8/SQKYwZGNjwAmpoGCwAAFg4DDGt/VUVAAAAAElFTkSuQmCC';
const statement = () =>
  new File([Uint8Array.from(atob(statementPng), (char) => char.charCodeAt(0))], 'bank-statement.png', {
    type: 'image/png',
  });

/** The parts of a story's context the helpers read. */
type Context = Pick<StoryContext, 'globals' | 'canvasElement'>;

const parts = ({ canvasElement, globals }: Context) => {
  const m = catalogueOf(globals);
  const canvas = within(canvasElement);
  return {
    m,
    canvas,
    picker: canvas.getByLabelText(m['proof.attach'], { selector: 'input' }),
    submit: () => canvas.getByRole('button', { name: m['proof.submit'] }),
  };
};

/** Attaches the statement and waits until its preview has decoded, so no picture is half loaded. */
const attachStatement = async (context: Context) => {
  await userEvent.upload(parts(context).picker, statement());
  await waitFor(() => {
    const image = context.canvasElement.querySelector('img');
    expect(image?.complete && image.naturalWidth > 0).toBe(true);
  });
};

const meta = {
  title: 'Forms/ProofImageForm',
  component: ProofImageForm,
  // It sits in the small dialog where a member reports a payout that did not arrive.
  decorators: [inPanel],
  args: {
    onSubmit: fn(async (_image: string): Promise<ProofImageOutcome> => ({ ok: true })),
    onCancel: fn(),
  },
} satisfies Meta<typeof ProofImageForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** A picture attached: its preview, and the attach button is done (1 / 1). */
export const PictureAttached: Story = {
  play: async (context) => {
    await attachStatement(context);
    const { canvas, m } = parts(context);
    await expect(canvas.getByRole('img', { name: 'bank-statement.png' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: m['proof.attach'] })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    blurForPicture();
  },
};

/** A PDF statement is not a picture: refused with its reason, nothing attached. */
export const RefusedFile: Story = {
  play: async (context) => {
    const { canvas, m, picker } = parts(context);
    const pdf = new File(['%PDF-1.7'], 'statement.pdf', { type: 'application/pdf' });
    await userEvent.upload(picker, pdf, { applyAccept: false });
    // The file name is isolated (U+2068 ... U+2069) so it keeps its direction inside the sentence.
    const refusal = fill(m['feedback.refusedFile'], {
      name: '\u2068statement.pdf\u2069',
      reason: m['feedback.imageType'],
    });
    await expect(await canvas.findByText(refusal)).toBeVisible();
    await expect(context.canvasElement.querySelector('img')).toBeNull();
  },
};

/** Sent without a picture: the form says one is needed and sends nothing. */
export const PictureRequired: Story = {
  play: async (context) => {
    const { canvas, m, submit } = parts(context);
    await userEvent.click(submit());
    await expect(await canvas.findByRole('alert')).toHaveTextContent(m['cashier.proofRequired']);
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
    blurForPicture();
  },
};

/** The platform is still answering: the button shows its spinner and ignores presses. */
export const Submitting: Story = {
  args: { onSubmit: fn((_image: string) => new Promise<ProofImageOutcome>(() => {})) },
  play: async (context) => {
    await attachStatement(context);
    const { submit } = parts(context);
    await userEvent.click(submit());
    await waitFor(() => expect(submit()).toHaveAttribute('aria-busy', 'true'));
    // The button is busy from the press, while the picture is still being read: the call comes after.
    await waitFor(() =>
      expect(context.args.onSubmit).toHaveBeenCalledWith(expect.stringMatching(/^data:image\/png;base64,/)),
    );
    blurForPicture();
  },
};

/** The platform failed: its message shows above the buttons and the picture stays. */
export const Failure: Story = {
  args: {
    onSubmit: fn(async (_image: string): Promise<ProofImageOutcome> => ({
      ok: false,
      message: 'error.network',
    })),
  },
  play: async (context) => {
    await attachStatement(context);
    const { canvas, m, submit } = parts(context);
    await userEvent.click(submit());
    await expect(await canvas.findByRole('alert')).toHaveTextContent(m['error.network']);
    await expect(canvas.getByRole('img', { name: 'bank-statement.png' })).toBeVisible();
    blurForPicture();
  },
};
