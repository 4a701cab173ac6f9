import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { directions, renderWithPortal } from '@test-utils/render';
import { ar } from '../../i18n/messages/ar';
import { en } from '../../i18n/messages/en';
import { ActivityComment, type ActivityCommentProps } from './ActivityComment';

describe.each(directions)('ActivityComment ($locale, $dir)', ({ locale, dir }) => {
  const messages = locale === 'ar' ? ar : en;
  const tooLong = messages['activity.commentLength'].replace('{{max}}', '140');

  function setup(onSubmit: ActivityCommentProps['onSubmit'] = () => Promise.resolve({ ok: true })) {
    const spy = vi.fn(onSubmit);
    const user = userEvent.setup();
    const view = renderWithPortal(<ActivityComment onSubmit={spy} />, { locale });
    const box = screen.getByRole('textbox', { name: messages['field.comment'] });
    const submit = screen.getByRole('button', { name: messages['action.comment'] });
    return { ...view, onSubmit: spy, user, box, submit };
  }

  it('is labelled, counts up to 140 quietly and passes axe', async () => {
    const { container, box, user } = setup();
    expect(box.closest('[dir]')).toHaveAttribute('dir', dir);
    expect(box).toHaveAccessibleDescription(`${tooLong} 0 / 140`);
    await user.type(box, ' Lucky night! ');
    expect(screen.getByText('12 / 140')).toBeInTheDocument();
    expect(screen.getByText('12 / 140').closest('[aria-live], [role="status"], [role="alert"]')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('keeps the button disabled while the comment is empty or blank', async () => {
    const { box, submit, user } = setup();
    expect(submit).toBeDisabled();
    await user.type(box, '   ');
    expect(submit).toBeDisabled();
    await user.type(box, 'x');
    expect(submit).toBeEnabled();
  });

  it('accepts 140 characters and refuses 141 without sending', async () => {
    const { box, submit, user, onSubmit } = setup();
    await user.click(box);
    await user.paste('a'.repeat(141));
    expect(screen.getByText('141 / 140').closest('[data-state]')).toHaveAttribute('data-state', 'over');
    await user.click(submit);
    expect(await screen.findByText(tooLong, { selector: '[data-slot="form-message"]' })).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.keyboard('{Backspace}');
    await waitFor(() => expect(box).not.toHaveAttribute('aria-invalid'));
    await user.click(submit);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ comment: 'a'.repeat(140) }));
  });

  it('sends the trimmed comment, confirms, empties the box and keeps the focus in it', async () => {
    const { box, submit, user, onSubmit } = setup();
    await user.type(box, '  See you at the tournament  ');
    await user.click(submit);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ comment: 'See you at the tournament' }));
    expect(await screen.findByRole('status')).toHaveTextContent(messages['activity.commentSent']);
    expect(box).toHaveValue('');
    await waitFor(() => expect(box).toHaveFocus());
    expect(submit).toBeDisabled();
  });

  it('keeps the comment and shows the message when posting fails', async () => {
    const { box, submit, user } = setup(() => Promise.resolve({ ok: false, message: 'Comments are closed' }));
    await user.type(box, 'Nice prizes');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Comments are closed');
    expect(box).toHaveValue('Nice prizes');
  });

  it('falls back to its own failure message', async () => {
    const { box, submit, user } = setup(() => Promise.resolve({ ok: false }));
    await user.type(box, 'Nice prizes');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages['activity.commentFailed']);
  });

  it('works by keyboard alone', async () => {
    const { box, user, onSubmit } = setup();
    await user.tab();
    expect(box).toHaveFocus();
    await user.keyboard('Keyboard comment');
    await user.tab();
    expect(screen.getByRole('button', { name: messages['action.comment'] })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ comment: 'Keyboard comment' }));
  });
});
