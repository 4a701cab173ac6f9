import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { directions, renderWithPortal } from '@test-utils/render';
import { panelsAr } from '../../i18n/messages/panels.ar';
import { panelsEn } from '../../i18n/messages/panels.en';
import { Button } from '../Button';
import { ChatRoomDialog, type ChatRoomDialogProps } from './ChatRoomDialog';

const chatUrl = 'about:blank#room-1';

describe.each(directions)('ChatRoomDialog ($locale, $dir)', ({ locale, dir }) => {
  const text = locale === 'ar' ? panelsAr : panelsEn;
  const render = (props: Partial<ChatRoomDialogProps>) =>
    renderWithPortal(
      <ChatRoomDialog open onOpenChange={vi.fn()} modelName="Mia" chatUrl={null} {...props} />,
      { locale },
    );

  it("is titled with the model's name and says it is opening while there is no url", async () => {
    const { container } = render({});
    const dialog = await screen.findByRole('dialog', { name: 'Mia' });
    expect(dialog.closest('[dir]')).toHaveAttribute('dir', dir);
    expect(screen.getByRole('status')).toHaveTextContent(text['chatRoom.loading']);
    expect(dialog.querySelector('iframe')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('shows the chat in a titled, sandboxed frame once the url arrives and the page loads', async () => {
    render({ chatUrl });
    await screen.findByRole('dialog', { name: 'Mia' });
    const frame = screen.getByTitle(text['chatRoom.frameTitle'].replace('{{name}}', 'Mia'));
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', chatUrl);
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms');
    expect(screen.getByRole('status')).toHaveTextContent(text['chatRoom.loading']);
    fireEvent.load(frame);
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    // axe cannot reach into a frame under jsdom; the stories check this state in Chromium.
  });

  it('is called "Chat room" without a name', async () => {
    render({ modelName: undefined, chatUrl });
    await screen.findByRole('dialog', { name: text['chatRoom.title'] });
    expect(screen.getByTitle(text['chatRoom.title']).tagName).toBe('IFRAME');
  });

  it('shows an error with a retry, or the given message', async () => {
    const onRetry = vi.fn();
    const { container, rerender } = render({ error: true, onRetry });
    await screen.findByRole('dialog');
    expect(screen.getByRole('alert')).toHaveTextContent(text['chatRoom.error']);
    await userEvent.click(screen.getByRole('button', { name: text['chatRoom.retry'] }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);

    rerender(<ChatRoomDialog open onOpenChange={vi.fn()} chatUrl={null} error="Model went offline" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Model went offline');
    expect(screen.queryByRole('button', { name: text['chatRoom.retry'] })).toBeNull();
  });

  it('closes on Escape and returns focus to what opened it', async () => {
    function Host() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Chat</Button>
          <ChatRoomDialog open={open} onOpenChange={setOpen} modelName="Mia" chatUrl={chatUrl} />
        </>
      );
    }
    renderWithPortal(<Host />, { locale });
    const opener = screen.getByRole('button', { name: 'Chat' });
    await userEvent.click(opener);
    await screen.findByRole('dialog', { name: 'Mia' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener).toHaveFocus();
  });
});
