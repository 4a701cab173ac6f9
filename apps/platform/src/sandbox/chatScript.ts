/**
 * The sandbox chat page's script, served as its own file (the CSP allows no inline script): a typed
 * message is shown at once, then a canned reply from the page's `data-replies`, `{text}` filled in.
 * Every text goes in with textContent, never as HTML.
 */
export const chatScript = `'use strict';
document.addEventListener('DOMContentLoaded', function () {
  var list = document.getElementById('messages');
  var form = document.getElementById('composer');
  var input = document.getElementById('text');
  if (!list || !form || !input) return;
  var replies = [];
  try { replies = JSON.parse(list.getAttribute('data-replies') || '[]'); } catch (error) { replies = []; }
  var next = 0;
  function add(text, who) {
    var item = document.createElement('li');
    item.className = who;
    item.textContent = text;
    list.appendChild(item);
    item.scrollIntoView({ block: 'end' });
  }
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var text = input.value.trim();
    if (!text) return;
    add(text, 'me');
    input.value = '';
    var reply = replies.length ? String(replies[next % replies.length]) : '';
    next += 1;
    if (reply) setTimeout(function () { add(reply.split('{text}').join(text), 'them'); }, 600);
  });
});
`;
