import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { directions, renderWithPortal } from '@test-utils/render';
import { ar } from '../../i18n/messages/ar';
import { en, type FormsMessageKey } from '../../i18n/messages/en';
import { FeedbackForm, type FeedbackFormProps, type FeedbackSubmitResult } from './FeedbackForm';

const pngBytes = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const jpegBytes = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46];
const gifBytes = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x01, 0x00];

/** A file from fixed bytes; `size` pretends a larger file without allocating it. */
function file(name: string, type: string, bytes: number[], size?: number): File {
  const made = new File([new Uint8Array(bytes)], name, { type });
  if (size !== undefined) Object.defineProperty(made, 'size', { value: size });
  return made;
}
const png = (name: string, size?: number) => file(name, 'image/png', pngBytes, size);
const jpeg = (name: string) => file(name, 'image/jpeg', jpegBytes);

const categories = [
  { value: 'bug', label: 'Bug' },
  { value: 'idea', label: 'Idea' },
];

let urls = 0;
beforeEach(() => {
  urls = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:preview-${(urls += 1)}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe.each(directions)('FeedbackForm ($locale, $dir)', ({ locale, dir }) => {
  const messages = locale === 'ar' ? ar : en;
  const say = (key: FormsMessageKey, values: Record<string, string | number> = {}) =>
    Object.entries(values).reduce(
      (text, [name, value]) => text.replace(`{{${name}}}`, String(value)),
      messages[key] as string,
    );

  function setup(props: Partial<FeedbackFormProps> = {}) {
    const onSubmit = vi.fn<FeedbackFormProps['onSubmit']>(() => Promise.resolve({ ok: true }));
    const user = userEvent.setup({ applyAccept: false });
    const view = renderWithPortal(
      <FeedbackForm contentLength={{ min: 10, max: 500 }} onSubmit={onSubmit} {...props} />,
      { locale },
    );
    const content = screen.getByRole('textbox', { name: new RegExp(messages['field.feedbackContent']) });
    const picker = screen.getByLabelText(messages['feedback.attach'], { selector: 'input' });
    const submit = screen.getByRole('button', { name: messages['action.sendFeedback'] });
    const previews = () => screen.queryAllByRole('img');
    return { ...view, onSubmit, user, content, picker, submit, previews };
  }

  it('labels every control, counts characters quietly and passes axe', async () => {
    const { container, content, user } = setup();
    expect(content.closest('[dir]')).toHaveAttribute('dir', dir);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByText('0 / 500')).toBeInTheDocument();
    expect(content).toHaveAccessibleDescription(
      `${say('feedback.contentLength', { min: 10, max: 500 })} 0 / 500`,
    );
    await user.type(content, '  Hello  ');
    expect(screen.getByText('5 / 500')).toBeInTheDocument();
    expect(screen.getByText('5 / 500').closest('[aria-live], [role="status"], [role="alert"]')).toBeNull();
    expect(screen.getByRole('button', { name: messages['feedback.attach'] })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('refuses content shorter than the minimum, with both bounds, and sends nothing', async () => {
    const { content, submit, user, onSubmit } = setup();
    await user.type(content, '  too short ');
    await user.click(submit);
    expect(
      await screen.findByText(say('feedback.contentLength', { min: 10, max: 500 }), {
        selector: '[data-slot="form-message"]',
      }),
    ).toBeInTheDocument();
    expect(content).toHaveAttribute('aria-invalid', 'true');
    expect(content).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses content longer than the maximum and marks the counter', async () => {
    const { content, submit, user, onSubmit } = setup({ contentLength: { min: 2, max: 10 } });
    await user.click(content);
    await user.paste('a'.repeat(11));
    expect(screen.getByText('11 / 10').closest('[data-state]')).toHaveAttribute('data-state', 'over');
    await user.click(submit);
    expect(
      await screen.findByText(say('feedback.contentLength', { min: 2, max: 10 }), {
        selector: '[data-slot="form-message"]',
      }),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('requires an offered category and sends it', async () => {
    const { content, submit, user, onSubmit } = setup({ categories });
    const select = screen.getByRole('combobox', { name: new RegExp(messages['field.feedbackCategory']) });
    await user.type(content, 'The lobby is slow tonight');
    await user.click(submit);
    expect(await screen.findByText(messages['feedback.categoryRequired'])).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.selectOptions(select, 'bug');
    await user.click(submit);
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        content: 'The lobby is slow tonight',
        category: 'bug',
        images: [],
      }),
    );
  });

  it('previews PNG and JPEG images and announces how many are attached', async () => {
    const { picker, previews, user } = setup();
    await user.upload(picker, [png('win.png'), jpeg('table.jpg')]);
    await waitFor(() => expect(previews()).toHaveLength(2));
    expect(screen.getByRole('img', { name: 'win.png' })).toHaveAttribute('src', 'blob:preview-1');
    expect(screen.getByRole('img', { name: 'table.jpg' })).toHaveAttribute('src', 'blob:preview-2');
    expect(
      screen.getByRole('button', { name: say('feedback.removeImage', { name: 'win.png' }) }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: messages['feedback.attach'] })).toHaveAccessibleDescription(
      expect.stringContaining('2 / 3'),
    );
  });

  it('reports each refused file with its own reason and keeps the good ones', async () => {
    const { picker, previews, user } = setup();
    await user.upload(picker, [
      file('clip.gif', 'image/gif', gifBytes),
      file('renamed.png', 'image/png', gifBytes),
      png('huge.png', 5 * 1024 * 1024 + 1),
      png('fine.png'),
    ]);
    await waitFor(() => expect(previews()).toHaveLength(1));
    // File names are isolated (U+2068 ... U+2069) so they keep their direction inside the sentence.
    const refusal = (name: string, reason: string) =>
      say('feedback.refusedFile', { name: `\u2068${name}\u2069`, reason });
    expect(screen.getByText(refusal('clip.gif', messages['feedback.imageType']))).toBeInTheDocument();
    expect(screen.getByText(refusal('renamed.png', messages['feedback.imageType']))).toBeInTheDocument();
    expect(screen.getByText(refusal('huge.png', say('feedback.imageSize', { max: 5 })))).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'fine.png' })).toBeInTheDocument();
    expect(URL.createObjectURL).toHaveBeenCalledTimes(1);
  });

  it('never keeps more than 3 images, across several picks', async () => {
    const { picker, previews, user } = setup();
    await user.upload(picker, [png('1.png'), png('2.png')]);
    await waitFor(() => expect(previews()).toHaveLength(2));
    await user.upload(picker, [png('3.png'), png('4.png'), jpeg('5.jpg')]);
    await waitFor(() => expect(previews()).toHaveLength(3));
    const tooMany = say('feedback.imageCount', { max: 3 });
    expect(
      screen.getByText(say('feedback.refusedFile', { name: '\u20684.png\u2069', reason: tooMany })),
    ).toBeInTheDocument();
    expect(
      screen.getByText(say('feedback.refusedFile', { name: '\u20685.jpg\u2069', reason: tooMany })),
    ).toBeInTheDocument();
    const attach = screen.getByRole('button', { name: messages['feedback.attach'] });
    expect(attach).toHaveAttribute('aria-disabled', 'true');
  });

  it('takes dropped files through the same rules', async () => {
    const { container, previews } = setup();
    const zone = container.querySelector<HTMLElement>('[data-slot="drop-zone"]')!;
    const files = [png('dropped.png'), file('dropped.gif', 'image/gif', gifBytes)];
    fireEvent.dragOver(zone, { dataTransfer: { files } });
    expect(zone).toHaveAttribute('data-state', 'over');
    fireEvent.drop(zone, { dataTransfer: { files } });
    expect(zone).not.toHaveAttribute('data-state');
    await waitFor(() => expect(previews()).toHaveLength(1));
    expect(screen.getByRole('img', { name: 'dropped.png' })).toBeInTheDocument();
    expect(
      screen.getByText(
        say('feedback.refusedFile', {
          name: '\u2068dropped.gif\u2069',
          reason: messages['feedback.imageType'],
        }),
      ),
    ).toBeInTheDocument();
  });

  it('revokes a preview URL on removal and moves the focus to a neighbour', async () => {
    const { picker, previews, user } = setup();
    await user.upload(picker, [png('a.png'), png('b.png')]);
    await waitFor(() => expect(previews()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: say('feedback.removeImage', { name: 'a.png' }) }));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    expect(URL.revokeObjectURL).toHaveBeenCalledTimes(1);
    expect(previews()).toHaveLength(1);
    expect(
      screen.getByRole('button', { name: say('feedback.removeImage', { name: 'b.png' }) }),
    ).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-2');
    expect(previews()).toHaveLength(0);
    expect(screen.getByRole('button', { name: messages['feedback.attach'] })).toHaveFocus();
  });

  it('revokes every preview URL when it unmounts', async () => {
    const { picker, previews, user, unmount } = setup();
    await user.upload(picker, [png('a.png'), jpeg('b.jpg')]);
    await waitFor(() => expect(previews()).toHaveLength(2));
    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-2');
  });

  it('sends the trimmed content with the images, thanks the player and resets', async () => {
    const { content, picker, submit, previews, user, onSubmit } = setup();
    const images = [png('win.png'), jpeg('table.jpg')];
    await user.type(content, '   Great new slots, thank you!  ');
    await user.upload(picker, images);
    await waitFor(() => expect(previews()).toHaveLength(2));
    await user.click(submit);
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ content: 'Great new slots, thank you!', images }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(messages['feedback.thanks']);
    expect(content).toHaveValue('');
    expect(previews()).toHaveLength(0);
    expect(URL.revokeObjectURL).toHaveBeenCalledTimes(2);
    await user.type(content, 'x');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it.each<[string, FeedbackSubmitResult, (m: typeof en) => string]>([
    ['the platform message', { ok: false, message: 'Please wait a minute' }, () => 'Please wait a minute'],
    ['a catalogue key', { ok: false, message: 'error.network' }, (m) => m['error.network']],
    ['the default message', { ok: false }, (m) => m['feedback.failed']],
  ])('keeps everything and shows %s on failure', async (_, result, expected) => {
    const onSubmit = vi.fn(() => Promise.resolve(result));
    const { content, picker, submit, previews, user } = setup({ onSubmit });
    await user.type(content, 'The cashier page froze');
    await user.upload(picker, [png('freeze.png')]);
    await waitFor(() => expect(previews()).toHaveLength(1));
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(expected(messages as typeof en));
    expect(content).toHaveValue('The cashier page froze');
    expect(previews()).toHaveLength(1);
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
  });

  it('works by keyboard alone: the attach button opens the picker', async () => {
    const { content, picker, user, onSubmit } = setup();
    const open = vi.spyOn(picker, 'click');
    await user.tab();
    expect(content).toHaveFocus();
    await user.keyboard('Keyboard only feedback');
    await user.tab();
    const attach = screen.getByRole('button', { name: messages['feedback.attach'] });
    expect(attach).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(open).toHaveBeenCalledTimes(1);
    await user.tab();
    expect(screen.getByRole('button', { name: messages['action.sendFeedback'] })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ content: 'Keyboard only feedback', images: [] }),
    );
    expect(within(document.body).getByRole('status')).toHaveTextContent(messages['feedback.thanks']);
  });
});
