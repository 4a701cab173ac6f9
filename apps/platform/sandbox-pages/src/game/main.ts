/**
 * The sandbox games' page (`/sandbox/game?session=`): a static page that asks `sandboxGamePage` what the
 * session shows (its language, the game, the balance, and the slot, the lottery draw or the PVP rooms),
 * draws it, and plays one round per press of the play button. The symbols are the page's own inline SVG;
 * there is no external resource.
 */
import { paths, type SandboxGamePageValue } from '@portal/api';
import { h } from '../shared/dom';
import { pageValue, setLanguage } from '../shared/pageValue';
import { openGameSession } from './gameSession';
import { gameTexts } from './gameTexts';
import { endedView, headerView, lotteryView, pvpView, slotView } from './gameView';
import { playLottery } from './playLottery';
import { playPvp } from './playPvp';
import { playSlot } from './playSlot';
import './game.css';

const token = new URLSearchParams(location.search).get('session') ?? '';
const page = await pageValue<SandboxGamePageValue>(paths.sandboxGamePage, { session: token });
const t = gameTexts[page.lang];

if (page.ended) {
  setLanguage(page.lang, t.endedTitle);
  document.body.append(endedView(page.backUrl, t));
} else {
  setLanguage(page.lang, page.gameName);
  const body =
    page.kind === 'slot'
      ? slotView(page, t)
      : page.kind === 'lottery'
        ? lotteryView(page, t)
        : pvpView(page, t);
  document.body.append(
    h(
      'div',
      { class: 'app' },
      headerView(page, t),
      body,
      h('p', { class: 'foot' }, page.trial ? `${t.responsible} ${t.trialNote}` : t.responsible),
    ),
  );
  const game = openGameSession(page, token, t);
  if (page.kind === 'slot') playSlot(game);
  else if (page.kind === 'lottery') playLottery(game);
  else playPvp(game);
}
