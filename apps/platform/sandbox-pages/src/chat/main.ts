/**
 * The sandbox live chat (`/sandbox/chat?room=&lang=`): what it shows (the language, the host, whether the
 * room is over) comes from `sandboxChatRoom`, asked with this page's own query. A typed message is shown
 * at once, then a canned reply with `{text}` filled in. Every text goes in as text, never as HTML.
 */
import { paths, type SandboxChatRoomValue } from '@portal/api';
import { fill, h } from '../shared/dom';
import { pageValue, setLanguage } from '../shared/pageValue';
import { chatTexts } from './chatTexts';
import '../shared/page.css';
import './chat.css';

/** How long the canned reply takes, so it reads as an answer rather than an echo. */
const replyDelayMs = 600;

const query = new URLSearchParams(location.search);
const room = await pageValue<SandboxChatRoomValue>(paths.sandboxChatRoom, {
  room: query.get('room'),
  lang: query.get('lang'),
});
const t = chatTexts[room.lang];
const name = room.hostName ?? t.serviceName;
setLanguage(room.lang, `${t.title}: ${name}`);

if (room.ended) {
  document.body.append(h('main', {}, h('h1', {}, t.endedTitle), h('p', {}, t.endedText)));
} else {
  const greeting = room.hostName ? fill(t.greeting, { name: room.hostName }) : t.serviceGreeting;
  const list = h('ol', { id: 'messages', 'aria-live': 'polite' }, h('li', { class: 'them' }, greeting));
  const input = h('input', {
    id: 'text',
    name: 'text',
    maxlength: 500,
    placeholder: t.placeholder,
    required: true,
  });
  const form = h(
    'form',
    { id: 'composer', autocomplete: 'off' },
    h('label', { for: 'text', class: 'sr' }, t.label),
    input,
    h('button', { type: 'submit' }, t.send),
  );
  document.body.append(
    // A plain block, not <header>: inside the portal's frame a second banner landmark would clash with the site's.
    h(
      'div',
      { class: 'host' },
      h('img', { src: room.avatar, alt: '' }),
      h('div', {}, h('h1', {}, name), h('p', {}, t.online)),
    ),
    h('p', { class: 'note' }, t.note),
    list,
    form,
  );

  const add = (text: string, who: 'me' | 'them') => {
    const item = h('li', { class: who }, text);
    list.append(item);
    item.scrollIntoView({ block: 'end' });
  };
  let next = 0;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const text = input.value.trim();
    if (!text) return;
    add(text, 'me');
    input.value = '';
    const reply = t.replies[next % t.replies.length] ?? '';
    next += 1;
    setTimeout(() => add(reply.split('{text}').join(text), 'them'), replyDelayMs);
  });
}
