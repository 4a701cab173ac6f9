import { memberPaths, paths, type InboxMessage } from '@portal/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { envelope, platform } from '../cashier/fakePlatform.fixture';
import { en } from '../i18n/messages/en';
import { MessagesPage } from './MessagesPage';

const inbox = (): InboxMessage[] => [
  {
    id: 3,
    title: 'Withdrawal paid',
    content: 'Your withdrawal of 120.00 USD was paid.',
    read: false,
    createdAt: '2026-11-29T12:00:00.000Z',
  },
  {
    id: 2,
    title: 'Deposit received',
    content: 'Your deposit of 300.00 USD\nwas credited.',
    read: false,
    createdAt: '2026-11-29T11:00:00.000Z',
  },
  {
    id: 1,
    title: 'Welcome to Royal Portal',
    content: 'Your account is ready.',
    read: true,
    createdAt: '2026-11-28T11:00:00.000Z',
  },
];

/** A fake platform holding an inbox: the list, reads, deletions and the header's count agree. */
function inboxPlatform() {
  let messages = inbox();
  const unreadCount = () => messages.filter((message) => !message.read).length;
  const bodies: unknown[] = [];
  const fake = platform({
    [`GET ${memberPaths.messages}`]: () => envelope({ list: messages, unreadCount: unreadCount() }),
    [`GET ${paths.unreadCount}`]: () => envelope({ unreadCount: unreadCount() }),
    [`POST ${memberPaths.messagesRead}`]: (init) => {
      const body = JSON.parse(String(init.body)) as { id?: number; all?: boolean };
      bodies.push(body);
      messages = messages.map((message) =>
        body.all || message.id === body.id ? { ...message, read: true } : message,
      );
      return envelope({ unreadCount: unreadCount() });
    },
    [`DELETE ${memberPaths.messages}`]: (init) => {
      const body = JSON.parse(String(init.body)) as { id: number };
      bodies.push({ deleted: body.id });
      messages = messages.filter((message) => message.id !== body.id);
      return envelope({ unreadCount: unreadCount() });
    },
  });
  return { ...fake, bodies };
}

describe('MessagesPage', () => {
  it('opens a message, which reads it, and keeps the unread count with the list', async () => {
    const user = userEvent.setup();
    const { render, bodies } = inboxPlatform();
    const { container } = render(<MessagesPage />);
    const list = await screen.findByRole('list', { name: en['messages.listLabel'] });
    expect(screen.getByRole('status')).toHaveTextContent('Unread messages: 2');
    expect(within(list).getAllByText('(unread)')).toHaveLength(2);
    expect(screen.getByText(en['messages.pick'])).toBeVisible();
    await expectNoAxeViolations(container);

    await user.click(within(list).getByRole('button', { name: /Deposit received/ }));
    const detail = screen.getByRole('article', { name: 'Deposit received' });
    expect(within(detail).getByRole('heading', { name: 'Deposit received' })).toBeVisible();
    expect(within(detail).getByText(/was credited/)).toBeVisible();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Unread messages: 1'));
    expect(bodies).toEqual([{ id: 2 }]);
    expect(within(list).getByRole('button', { name: /Deposit received/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    // A read message opened again reads nothing more.
    await user.click(within(list).getByRole('button', { name: /Welcome/ }));
    expect(bodies).toHaveLength(1);
    await expectNoAxeViolations(container);
  });

  it('marks every message read at once', async () => {
    const user = userEvent.setup();
    const { render, bodies } = inboxPlatform();
    render(<MessagesPage />);
    await user.click(await screen.findByRole('button', { name: en['messages.readAll'] }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(en['messages.allRead']));
    expect(bodies).toEqual([{ all: true }]);
    expect(screen.getByRole('button', { name: en['messages.readAll'] })).toBeDisabled();
    expect(screen.queryByText('(unread)')).toBeNull();
  });

  it('deletes a message after asking, and keeps it when the member changes their mind', async () => {
    const user = userEvent.setup();
    const { render, bodies } = inboxPlatform();
    render(<MessagesPage />);
    const list = await screen.findByRole('list', { name: en['messages.listLabel'] });
    await user.click(within(list).getByRole('button', { name: /Welcome/ }));
    await user.click(screen.getByRole('button', { name: en['messages.delete'] }));
    const ask = await screen.findByRole('alertdialog', { name: en['messages.deleteTitle'] });
    await user.click(within(ask).getByRole('button', { name: en['messages.keep'] }));
    expect(bodies).toEqual([]);
    await user.click(screen.getByRole('button', { name: en['messages.delete'] }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: en['messages.deleteTitle'] })).getByRole(
        'button',
        {
          name: en['messages.delete'],
        },
      ),
    );
    await waitFor(() => expect(within(list).queryByRole('button', { name: /Welcome/ })).toBeNull());
    expect(bodies).toEqual([{ deleted: 1 }]);
  });

  it('says so when there are no messages', async () => {
    const { render } = platform({
      [`GET ${memberPaths.messages}`]: () => envelope({ list: [], unreadCount: 0 }),
      [`GET ${paths.unreadCount}`]: () => envelope({ unreadCount: 0 }),
    });
    render(<MessagesPage />);
    expect(await screen.findByText(en['messages.empty'])).toBeVisible();
    expect(screen.getByRole('button', { name: en['messages.readAll'] })).toBeDisabled();
  });
});
