/**
 * The sandbox payment provider's hosted page (`/sandbox/pay?intent=`): what a player sees at a PSP after
 * choosing an e-wallet deposit. What it shows comes from `sandboxPayPage`; the player's choice goes to
 * `sandboxPayChoice`, which makes the PSP's signed webhook, and the page then returns to the portal.
 */
import { cashierPaths, type SandboxPayChoiceValue, type SandboxPayPageValue } from '@portal/api';
import { fill, h } from '../shared/dom';
import { pageValue, setLanguage } from '../shared/pageValue';
import { payTexts } from './payTexts';
import '../shared/page.css';
import '../shared/card.css';
import './pay.css';

const query = new URLSearchParams(location.search);
const page = await pageValue<SandboxPayPageValue>(cashierPaths.sandboxPayPage, {
  intent: query.get('intent'),
  lang: query.get('lang'),
});
const t = payTexts[page.lang];
setLanguage(page.lang, t.title);

// Latin digits, as the portal shows amounts in both languages.
const locale = `${page.lang}-u-nu-latn`;
const amount = new Intl.NumberFormat(locale, { style: 'currency', currency: page.currency }).format(
  page.amountMinor / 100,
);
const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(new Date(page.expiresAt));
const status = h('p', { class: 'status', role: 'alert' });

async function choose(outcome: 'pay' | 'decline' | 'abandon', buttons: HTMLButtonElement[]) {
  for (const button of buttons) button.disabled = true;
  status.textContent = '';
  try {
    const response = await fetch(cashierPaths.sandboxPayChoice, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ intent: page.intent, outcome }),
    });
    const body = (await response.json()) as { success: boolean; value?: SandboxPayChoiceValue };
    if (!body.success || !body.value) throw new Error(`sandboxPayChoice answered ${response.status}`);
    location.assign(body.value.returnUrl);
  } catch {
    status.textContent = t.failed;
    for (const button of buttons) button.disabled = false;
  }
}

const summary = h('dl', {}, h('dt', {}, t.amount), h('dd', { class: 'amount' }, h('bdi', {}, amount)));
let actions: HTMLElement;
if (page.open) {
  const pay = h('button', { type: 'button', class: 'primary' }, `${t.pay} ${amount}`);
  const decline = h('button', { type: 'button' }, t.decline);
  const abandon = h('button', { type: 'button', class: 'link' }, t.abandon);
  const buttons = [pay, decline, abandon];
  pay.addEventListener('click', () => void choose('pay', buttons));
  decline.addEventListener('click', () => void choose('decline', buttons));
  abandon.addEventListener('click', () => void choose('abandon', buttons));
  actions = h('div', { class: 'actions' }, pay, decline, abandon);
} else {
  actions = h('div', { class: 'actions' }, h('p', {}, t.closed), h('a', { href: page.returnUrl }, t.back));
}

document.body.append(
  h(
    'main',
    {},
    h('h1', {}, t.title),
    h('p', {}, t.intro),
    h('p', { class: 'merchant' }, fill(t.payTo, { merchant: page.merchant })),
    summary,
    page.open && h('p', { class: 'until' }, fill(t.until, { time })),
    actions,
    status,
  ),
);
