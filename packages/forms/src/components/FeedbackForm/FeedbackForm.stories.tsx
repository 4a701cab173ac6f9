import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ar } from '../../i18n/messages/ar';
import { en, type FormsMessageKey } from '../../i18n/messages/en';
import { FeedbackForm, type FeedbackSubmitResult } from './FeedbackForm';

// Three 40x40 PNG pictures as fixed bytes (a sunset, an emerald, a playing card), drawn once for the stories.
const tiles = {
  'sunset.png':
    'iVBORw0KGgoAAAANSUhEUgAAACgAAAAoCAIAAAADnC86AAACPUlEQVR42sXXP2jUUBwH8N/l7yUHUq7WcD1rDys66NClg9rBRQ5KpXAohVKoVmu1VmtrtYuLk4uLk4uLk4sIgiCCIILi4OLgIIp4as8j2sZWvfxP6vu9Wrrdu06/8PiRhF/45PsSyEsmfXESKLZM8uwUDRw9GaeBg0enaWD/wRka2L0/QQP/vXeWBv5zd5IGXr1zjgb+dfs8DezcmqKBl25eoIF/3Jimge3rF2ng+sIlGrg2O0MDL05f3tIFeptvFly9LZSNhB0mnhysaG7dDFayW4O/Ts622KoYcf6Ao7fHICsgyZDJ4Nm1NUgTSOJgWXHe5WNPaRWujs+10qdtC62DPyVDAUUFWUVY4nC6DkcQR6kX2687wt9aS/Dn0SvCJklNd5ZrUk4DVQdF47aymTiJmQpxCFGQNsLFp8U0ksTwp+F5YZN12M6VEtAMhHFoHJY5jPMMEao4Qq9Rle1Xlhj+WLnavEPNRd2V76jqBlYty3Pz2capTjAukj5TIfBY/fKwM2qoAvjD4LXmHflep73PRVU3eWW5uS3z9wjjsqw+kjhcVpffmM7bvAB+X15o3tE1WDNLgGrW5DbnWW6Fv0Ts0Yb+BumCj9WtwrfHRQH8vF8w1Vb/kl4ATMkwTec7+v/QbFuPG25UdhORH9TBfrldAM/vI/pIzOwl+h5P7SFac030EK2rx3YT/cKMlMZo4BPdozTw0K4RGniga5gGPlo8TgMf6azQwIcKQzRwn3WMBu7dMUAD7+8ok8D/AIkg2MUEnlYYAAAAAElFTkSuQmCC',
  'emerald.png':
    'iVBORw0KGgoAAAANSUhEUgAAACgAAAAoCAIAAAADnC86AAADeUlEQVR42mPUODb//7//DP//g0gkBjr3P5j7D4P7H0kxMhdJHIULM5BR/cg8+tsKtvjwXPrbCmQwqh2cQ39bgVxGtf2z6W8r2Mf7ZtHfVlAcq+6ZSZ6t2nKyQMbV+w/JsBUU1Kq7ZpBhqxg/X7yz45//fxft2P/6/QdSbQUFtcqO6aTays7CkuPlzsTCArT4y89f8zfu/PnzF0m2goJaZds0UuM13d1FmJ/v979/QIuB5PN3H1Zt3UeSrWAfb51Kkq1B5qa6CvK///+DWwxkX73z8MDRs8TbCvKx8uYpxNtqrKgQaGEGsQzZYiC578jZ27cfEmkrKHEpb5xMpK1SAgL53h4gm7BZDEQbNu57+/YDMbaCglppwyRibOVgZa0N9GdhZcFj8defP9et3Pnrxy9iah1GpXUTiSklKny9xQUE4HZgtRjIeP3m/ba1+4ipdRiV1kwgaGu8jbWpshKaHVgtBpJ3bj44uf8swfKfUXFVP35brVVU4mysoaYTYTGQPLnvzMMbD/GXxIyKK/rw2ConKNQQ6I9sKDEWA8m9q/Z+fPUBT5nIqLC8F5etXCysfZHhbKysZFj8/cfP3Qt3/P7+C1fpxKiwtAdXndMRHCQtJIRiJdEWA8l3r94fWbYXV+nEqLC4G1dN1xkaTJHFL98fXroHV+nEKL+oC1f9Cgzq/rgosoN615ytwKDGVToxyi/oxFOrywkLNUWEkGHx7kU7P758j6dMZJSb14G/LWGjqZbg4kCSxce3nXhw+R7+kphRbk47wRZMoquDmZYakRbfunz3xNbjBMt/RrlZbcS0m6pjQiREhAha/OrF283zthJT6zDKzmwlprXGycrWlBbFwsaKr5L4/nPltLU/v/8kptZhlJ3eQmRrTVpUuCQhBI/Fq+dsevPiLZFtU0aZqc3EtxFNtdXCvB2xWrxr46EbF28T3yJmlJnSRFIbMdzH0UBHDc3iS+dv7d54kKR2OKPMpEZSW6Z5KaGiYkJwi589f7NoxlpSW/+M0hMaSG2ZcrCxFedFM7OxAi3+/O3HjL6lP8AJiqQ+B6N0Xz2pLVMgKSEunJ4eCrR41tRVL5+9IaOnwyjVU0eqrRCugb46UODi2evk9a8YpbprybCV8l4do1RnDf1tBSUuyfZq+tsKCmrJtir62woKaomWSvrbCgpqiaYK+tsKJAGhYO4y1uDYygAAAABJRU5ErkJggg==',
  'royal-flush.png':
    'iVBORw0KGgoAAAANSUhEUgAAACgAAAAoCAIAAAADnC86AAAC30lEQVR42mPMdX3yn+H/////GMDkfxjJgMSmhSxjjusj2pmOR5Yx2+UBPT0KF2HMdL5L50CGsBkznG7T06NwWcZ0p5t0DmSILGOa4/WBSVypDlfoHMjQoE62v4RfQ3mvvIY+FwMp4Or597U5ZwgkriT7C/hVVPQqaOhzk2TxlfPvarNP4Q8GxkS7c/hDprJPUUOfhzSLz72ryT5BIHEl2J7Gr6KyT0XTgFSL31ZnH8cf34zxNifxJ5CqflVNA16SLL587m1V1lECiSvW5jh+FTX96qRb/KYy8zD+hM0YY30Uf+KqmaChZcBHqsUVGQcJJK5oq0P4VdRO1Ma0+M/zN7/O3wIy2AzVWCRF0C0++7o88wCBajHK8gD+xFU3SUfLgB/Z3A8TV3xZuQfO5Ql3EciPQFZw6eyr8oz9BBJXpOU+/CrqJ+pqGQrgshWr3UCLS9P3EKgWwy324E9cDZP0tWEWA0P4RXAF1niVWNsBD/NLZ1+WpO0mkLjCzHfiV9E42VDbUBBi4rdtx961zMNqsVBNEpeXFYR9EWTxTgLVYqjZdvyJq2mKMekWvyhO3UEgcYWYbcWvommKiY6hEElBffHMi6LUrQSqxWDTzfgTV/MUMx0jIZIS14UzzwtTthBIXIEmG/CraJ1qoWMkTFJ2unDmWUHKZgLVYoDxOvyJq3WalS6qxQQLEKDF+ckbCSQuf+M1+FW0TbPWNRIhqci8cOZpXtJ6AtWin9Eq/ImrfbqNrpEoSRafPw20eC2BxOVruBy/io7p9rrGpFr8JCdpDYFq0dtgKf7E1TnDQc9YjFSLsxNXEUhcXgaL8avomuFEqsXnTj/OTlhBoFr01F+IP3F1z3TWMxYn1eKs+GUEEpeH3jz8KrpnuemTavGpR5kJSwlUi+66cwamQe+qO4v+PTZQULvozKD/cADIYmftqQMzFOGkNZn+wwGgxOWoNXFghiLsNfsHJnHZafQMyFAEAP6f2md73OP+AAAAAElFTkSuQmCC',
} as const;

const bytesOf = (base64: string) => Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
const tile = (name: keyof typeof tiles) => new File([bytesOf(tiles[name])], name, { type: 'image/png' });
const gifBytes = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x02, 0x00, 0x02, 0x00]);

/** The parts of a story's context the helpers read. */
type Context = Pick<StoryContext, 'globals' | 'canvasElement'>;
const messagesOf = (context: Context) => (context.globals.locale === 'en' ? en : ar);
const say = (context: Context, key: FormsMessageKey, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce(
    (text, [name, value]) => text.replace(`{{${name}}}`, String(value)),
    messagesOf(context)[key] as string,
  );
/** What a player writes, in the story's language. */
const written = (context: Context, english: string, arabic: string) =>
  context.globals.locale === 'en' ? english : arabic;

const parts = (context: Context) => {
  const canvas = within(context.canvasElement);
  const messages = messagesOf(context);
  return {
    canvas,
    content: canvas.getByRole('textbox', { name: new RegExp(messages['field.feedbackContent']) }),
    picker: canvas.getByLabelText(messages['feedback.attach'], { selector: 'input' }),
    submit: canvas.getByRole('button', { name: messages['action.sendFeedback'] }),
  };
};

/** Waits until every preview has decoded, so the picture never catches a half-loaded thumbnail. */
const previewsLoaded = async (canvasElement: HTMLElement, count: number) =>
  waitFor(() => {
    const images = Array.from(canvasElement.querySelectorAll('img'));
    expect(images).toHaveLength(count);
    expect(images.every((image) => image.complete && image.naturalWidth > 0)).toBe(true);
  });

const meta = {
  title: 'Forms/FeedbackForm',
  component: FeedbackForm,
  args: {
    contentLength: { min: 10, max: 500 },
    onSubmit: fn((): Promise<FeedbackSubmitResult> => Promise.resolve({ ok: true })),
  },
} satisfies Meta<typeof FeedbackForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** With categories offered, choosing one is required. */
export const WithCategory: Story = {
  args: {
    categories: [
      { value: 'games', label: 'Games' },
      { value: 'payments', label: 'Payments' },
      { value: 'other', label: 'Other' },
    ],
  },
  play: async (context) => {
    const { canvas, content, submit } = parts(context);
    await userEvent.type(content, written(context, 'The new lobby is great', 'الردهة الجديدة رائعة'));
    await userEvent.click(submit);
    await expect(await canvas.findByText(say(context, 'feedback.categoryRequired'))).toBeVisible();
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ContentTooShort: Story = {
  play: async (context) => {
    const { canvas, content, submit } = parts(context);
    await userEvent.type(content, written(context, 'Too slow', 'بطيء جدًا'));
    await userEvent.click(submit);
    const message = say(context, 'feedback.contentLength', { min: 10, max: 500 });
    await expect(await canvas.findByText(message, { selector: '[data-slot="form-message"]' })).toBeVisible();
    await expect(content).toHaveAttribute('aria-invalid', 'true');
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ThreeImages: Story = {
  play: async (context) => {
    const { canvas, content, picker } = parts(context);
    await userEvent.type(
      content,
      written(context, 'The jackpot banner overlaps the menu', 'شعار الجائزة الكبرى يغطي القائمة'),
    );
    await userEvent.upload(picker, [tile('sunset.png'), tile('emerald.png'), tile('royal-flush.png')]);
    await previewsLoaded(context.canvasElement, 3);
    const remove = say(context, 'feedback.removeImage', { name: 'emerald.png' });
    await expect(canvas.getByRole('button', { name: remove })).toBeVisible();
    await expect(canvas.getByRole('button', { name: say(context, 'feedback.attach') })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** A GIF, a GIF renamed to .png, a 6 MB PNG: each refused with its reason; the good image is kept. */
export const RefusedFiles: Story = {
  play: async (context) => {
    const { canvas, picker } = parts(context);
    const oversized = new File(
      [bytesOf(tiles['sunset.png']), new Uint8Array(6 * 1024 * 1024)],
      'big-win.png',
      {
        type: 'image/png',
      },
    );
    const files = [
      new File([gifBytes], 'spin.gif', { type: 'image/gif' }),
      new File([gifBytes], 'renamed.png', { type: 'image/png' }),
      oversized,
      tile('emerald.png'),
    ];
    await userEvent.upload(picker, files, { applyAccept: false });
    await previewsLoaded(context.canvasElement, 1);
    // File names are isolated (U+2068 ... U+2069) so they keep their direction inside the sentence.
    const refused = (name: string, reason: string) =>
      say(context, 'feedback.refusedFile', { name: `\u2068${name}\u2069`, reason });
    const wrongType = say(context, 'feedback.imageType');
    await expect(canvas.getByText(refused('spin.gif', wrongType))).toBeVisible();
    await expect(canvas.getByText(refused('renamed.png', wrongType))).toBeVisible();
    await expect(
      canvas.getByText(refused('big-win.png', say(context, 'feedback.imageSize', { max: 5 }))),
    ).toBeVisible();
  },
};

export const Success: Story = {
  play: async (context) => {
    const { canvas, content, picker, submit } = parts(context);
    const text = written(
      context,
      '  Thanks for the weekend tournament!  ',
      '  شكرًا على بطولة نهاية الأسبوع!  ',
    );
    const image = tile('sunset.png');
    await userEvent.type(content, text);
    await userEvent.upload(picker, image);
    await previewsLoaded(context.canvasElement, 1);
    await userEvent.click(submit);
    await waitFor(() =>
      expect(context.args.onSubmit).toHaveBeenCalledWith({ content: text.trim(), images: [image] }),
    );
    await expect(await canvas.findByRole('status')).toHaveTextContent(say(context, 'feedback.thanks'));
    await expect(content).toHaveValue('');
    await expect(context.canvasElement.querySelectorAll('img')).toHaveLength(0);
  },
};

/** The platform refused: its message shows above the button and nothing is lost. */
export const Failure: Story = {
  args: {
    onSubmit: fn((): Promise<FeedbackSubmitResult> =>
      Promise.resolve({ ok: false, message: 'error.network' }),
    ),
  },
  play: async (context) => {
    const { canvas, content, picker, submit } = parts(context);
    const text = written(context, 'Deposits take too long to arrive', 'الإيداعات تستغرق وقتًا طويلًا');
    await userEvent.type(content, text);
    await userEvent.upload(picker, tile('royal-flush.png'));
    await previewsLoaded(context.canvasElement, 1);
    await userEvent.click(submit);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(say(context, 'error.network'));
    await expect(content).toHaveValue(text);
    await expect(context.canvasElement.querySelectorAll('img')).toHaveLength(1);
  },
};
