import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { directions, renderWithPortal } from '@test-utils/render';
import { ar } from '../../i18n/messages/ar';
import { en, type FormsMessageKey } from '../../i18n/messages/en';
import { ProofImageForm, type ProofImageFormProps } from './ProofImageForm';

const catalogues = { ar, en } as const;
const pngBytes = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const gifBytes = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x01, 0x00];
const file = (name: string, type: string, bytes: number[]) =>
  new File([new Uint8Array(bytes)], name, { type });

// jsdom has no object URLs: each preview gets a predictable one.
let urls = 0;
beforeEach(() => {
  urls = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:preview-${(urls += 1)}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe.each(directions)('ProofImageForm ($locale, $dir)', ({ locale, dir }) => {
  const m = catalogues[locale];
  const say = (key: FormsMessageKey, values: Record<string, string | number> = {}) =>
    Object.entries(values).reduce(
      (text, [name, value]) => text.replace(`{{${name}}}`, String(value)),
      m[key] as string,
    );

  function setup(props: Partial<ProofImageFormProps> = {}) {
    const onSubmit = vi.fn<ProofImageFormProps['onSubmit']>(() => Promise.resolve({ ok: true }));
    const onCancel = vi.fn();
    const user = userEvent.setup({ applyAccept: false });
    const view = renderWithPortal(<ProofImageForm onSubmit={onSubmit} onCancel={onCancel} {...props} />, {
      locale,
    });
    const picker = screen.getByLabelText(m['proof.attach'], { selector: 'input' });
    const attach = () => screen.getByRole('button', { name: m['proof.attach'] });
    const submit = () => screen.getByRole('button', { name: m['proof.submit'] });
    return { ...view, onSubmit, onCancel, user, picker, attach, submit };
  }

  it('offers one PNG or JPEG picture, in a labelled group, and passes axe', async () => {
    const { container, picker, attach } = setup();
    expect(screen.getByRole('group', { name: m['proof.label'] }).closest('[dir]')).toHaveAttribute(
      'dir',
      dir,
    );
    expect(picker).not.toHaveAttribute('multiple');
    expect(picker).toHaveAttribute('accept', 'image/png,image/jpeg');
    expect(attach()).toHaveAccessibleDescription(`${say('proof.dropHint', { size: 5 })} 0 / 1`);
    await expectNoAxeViolations(container);
  });

  it('asks for a picture when sent without one, and sends nothing', async () => {
    const { container, submit, user, onSubmit } = setup();
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(m['cashier.proofRequired']);
    expect(onSubmit).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('previews the picked picture, counts 1 / 1 and closes the attach button', async () => {
    const { container, picker, attach, user } = setup();
    await user.upload(picker, file('statement.png', 'image/png', pngBytes));
    expect(await screen.findByRole('img', { name: 'statement.png' })).toHaveAttribute(
      'src',
      'blob:preview-1',
    );
    expect(screen.getByText('1 / 1')).toBeInTheDocument();
    expect(attach()).toHaveAttribute('aria-disabled', 'true');
    await expectNoAxeViolations(container);
  });

  it('removes the picture and gives the focus back to the attach button', async () => {
    const { picker, attach, user } = setup();
    await user.upload(picker, file('statement.png', 'image/png', pngBytes));
    await screen.findByRole('img', { name: 'statement.png' });
    await user.click(
      screen.getByRole('button', { name: say('feedback.removeImage', { name: 'statement.png' }) }),
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    expect(attach()).toHaveFocus();
    expect(attach()).not.toHaveAttribute('aria-disabled');
    expect(screen.getByText('0 / 1')).toBeInTheDocument();
  });

  it('refuses a file named and typed PNG whose first bytes are not, with the reason', async () => {
    const { container, picker, user } = setup();
    await user.upload(picker, file('receipt.png', 'image/png', gifBytes));
    // The file name is isolated (U+2068 ... U+2069) so it keeps its direction inside the sentence.
    const refusal = say('feedback.refusedFile', {
      name: '\u2068receipt.png\u2069',
      reason: m['feedback.imageType'],
    });
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('sends the picture as a PNG data URL, busy until the platform answers', async () => {
    let answer: (outcome: { ok: true }) => void = () => {};
    const onSubmit = vi.fn(() => new Promise<{ ok: true }>((resolve) => (answer = resolve)));
    const { picker, submit, user } = setup({ onSubmit });
    await user.upload(picker, file('statement.png', 'image/png', pngBytes));
    await screen.findByRole('img', { name: 'statement.png' });
    await user.click(submit());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(`data:image/png;base64,${btoa(String.fromCharCode(...pngBytes))}`);
    expect(submit()).toHaveAttribute('aria-busy', 'true');
    answer({ ok: true });
    await waitFor(() => expect(submit()).not.toHaveAttribute('aria-busy'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows a failure's message in an alert and keeps the picture", async () => {
    const onSubmit = vi.fn(() => Promise.resolve({ ok: false as const, message: 'error.network' }));
    const { container, picker, submit, user } = setup({ onSubmit });
    await user.upload(picker, file('statement.png', 'image/png', pngBytes));
    await screen.findByRole('img', { name: 'statement.png' });
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(m['error.network']);
    expect(screen.getByRole('img', { name: 'statement.png' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('leaves by its cancel button, which only shows when there is somewhere to go', async () => {
    const { onCancel, user, unmount } = setup();
    await user.click(screen.getByRole('button', { name: m['proof.cancel'] }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    unmount();
    setup({ onCancel: undefined });
    expect(screen.queryByRole('button', { name: m['proof.cancel'] })).not.toBeInTheDocument();
  });
});
