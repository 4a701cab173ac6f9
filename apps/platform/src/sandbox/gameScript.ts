/**
 * The sandbox games' page script, served as its own file (the CSP allows no inline script). It reads the
 * page's JSON (`#game-data`), plays one round per press of the play button (never by itself: there is no
 * auto-play), sends each round with a fresh idempotency key (a network retry reuses it), and shows the
 * outcome, the balance, the session's time played and its net position. Every text goes in with
 * textContent, never as HTML.
 */
export const gameScript = `'use strict';
(function () {
  var source = document.getElementById('game-data');
  if (!source) return;
  var data = JSON.parse(source.textContent || '{}');
  var t = data.texts;
  var reduced = window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  function $(id) { return document.getElementById(id); }
  function fill(text, values) {
    return String(text).replace(/\\{(\\w+)\\}/g, function (whole, key) { return key in values ? String(values[key]) : whole; });
  }
  function money(minor) {
    var sign = minor < 0 ? '-' : '';
    var abs = Math.abs(minor);
    var whole = String(Math.trunc(abs / 100)).replace(/\\B(?=(\\d{3})+(?!\\d))/g, ',');
    return sign + data.currencySymbol + whole + '.' + String(abs % 100).padStart(2, '0');
  }
  function clock(ms) {
    var total = Math.max(0, Math.floor(ms / 1000));
    var h = Math.floor(total / 3600), m = Math.floor((total % 3600) / 60), s = total % 60;
    var two = function (n) { return String(n).padStart(2, '0'); };
    return h > 0 ? h + ':' + two(m) + ':' + two(s) : two(m) + ':' + two(s);
  }
  function wait(ms) { return new Promise(function (resolve) { setTimeout(resolve, reduced ? 0 : ms); }); }
  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  // The header: balance, time played (ticking), net position.
  var startedAt = Date.now() - data.elapsedMs;
  var ended = false;
  setInterval(function () { $('elapsed').textContent = clock(Date.now() - startedAt); }, 1000);
  function showStats(value) {
    $('balance').textContent = money(value.balanceMinor);
    var net = $('net');
    net.textContent = money(value.netMinor);
    net.className = value.netMinor > 0 ? 'up' : value.netMinor < 0 ? 'down' : '';
    startedAt = Date.now() - value.elapsedMs;
  }
  var message = function (text, kind) {
    var node = $('message');
    if (!node) return;
    node.textContent = text || '';
    node.className = 'message' + (kind ? ' ' + kind : '');
  };

  // One round: a fresh idempotency key per press; a lost connection is retried once with the same key,
  // so the round is never played twice.
  function newKey() {
    var bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    return Array.prototype.map.call(bytes, function (b) { return b.toString(16).padStart(2, '0'); }).join('');
  }
  var errorTexts = {
    INSUFFICIENT_FUNDS: t.errorFunds,
    THROTTLED: t.errorFast,
    GAME_SESSION_INVALID: t.errorEnded,
    GAME_MAINTENANCE: t.errorMaintenance,
    BAD_INPUT: t.errorInput,
    ROOM_FULL: t.errorInput
  };
  async function playRound(body) {
    var key = newKey();
    body.session = data.session;
    for (var attempt = 0; attempt < 2; attempt += 1) {
      try {
        var res = await fetch(data.roundUrl, {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'content-type': 'application/json', 'idempotency-key': key },
          body: JSON.stringify(body)
        });
        var json = await res.json();
        if (json && json.success) return { value: json.value };
        if (json && json.code === 'GAME_SESSION_INVALID') ended = true;
        return { error: errorTexts[json && json.code] || t.errorNetwork };
      } catch (error) {
        if (attempt === 1) return { error: t.errorNetwork };
      }
    }
    return { error: t.errorNetwork };
  }

  // The stake selector (slot and lottery).
  var stakeIndex = 0;
  var onStake = function () {};
  function showStake() {
    var output = $('stake');
    if (!output || !data.stakes.length) return;
    output.textContent = money(data.stakes[stakeIndex]);
    $('stake-down').disabled = stakeIndex === 0;
    $('stake-up').disabled = stakeIndex === data.stakes.length - 1;
    onStake(data.stakes[stakeIndex]);
  }
  if ($('stake-down')) {
    $('stake-down').addEventListener('click', function () { if (stakeIndex > 0) { stakeIndex -= 1; showStake(); } });
    $('stake-up').addEventListener('click', function () { if (stakeIndex < data.stakes.length - 1) { stakeIndex += 1; showStake(); } });
  }

  var play = $('play');
  function done(label) {
    play.textContent = label;
    play.disabled = ended;
  }

  // ----- Slot -----
  if (data.kind === 'slot') {
    var reels = Array.prototype.slice.call(document.querySelectorAll('.reel'));
    var symbols = Object.keys(data.slot.paytable);
    var paylines = data.slot.paylines;
    var templates = {};
    document.querySelectorAll('.pays tbody tr').forEach(function (row) {
      templates[row.getAttribute('data-symbol')] = row.querySelector('svg').outerHTML;
    });
    var setSymbol = function (cell, symbol) {
      cell.innerHTML = templates[symbol];
      cell.querySelector('svg').setAttribute('aria-label', t.symbols[symbol]);
      cell.dataset.symbol = symbol;
    };
    onStake = function (stake) {
      var lineBet = stake / paylines.length;
      $('line-bet').textContent = fill(t.lineBet, { amount: money(lineBet) });
      document.querySelectorAll('#pays td[data-pay]').forEach(function (cell) {
        cell.textContent = money(Math.floor(Number(cell.getAttribute('data-pay')) * lineBet));
      });
    };
    play.addEventListener('click', async function () {
      if (play.disabled) return;
      play.disabled = true;
      play.textContent = t.spinning;
      message('');
      $('linewins').textContent = '';
      document.querySelectorAll('.cell.hit').forEach(function (cell) { cell.classList.remove('hit'); });
      var spinners = reels.map(function (reel) {
        reel.classList.remove('stopped');
        reel.classList.add('spinning');
        if (reduced) return 0;
        return setInterval(function () {
          reel.querySelectorAll('.cell').forEach(function (cell) {
            setSymbol(cell, symbols[Math.floor(Math.random() * symbols.length)]);
          });
        }, 70);
      });
      var began = Date.now();
      var result = await playRound({ stakeMinor: data.stakes[stakeIndex] });
      await wait(Math.max(0, 650 - (Date.now() - began)));
      for (var r = 0; r < reels.length; r += 1) {
        clearInterval(spinners[r]);
        var reel = reels[r];
        if (result.value) {
          var column = result.value.outcome.reels[r];
          reel.querySelectorAll('.cell').forEach(function (cell, row) { setSymbol(cell, column[row]); });
        }
        reel.classList.remove('spinning');
        reel.classList.add('stopped');
        await wait(170);
      }
      if (result.error) {
        message(result.error, 'error');
        done(t.spin);
        return;
      }
      var value = result.value;
      value.outcome.lines.forEach(function (win) {
        var rows = paylines[win.line - 1];
        for (var reelIndex = 0; reelIndex < win.count; reelIndex += 1) {
          reels[reelIndex].querySelectorAll('.cell')[rows[reelIndex]].classList.add('hit');
        }
        var item = el('li', '', fill(t.lineWin, { line: win.line, count: win.count, symbol: t.symbols[win.symbol] }) +
          ' · ' + money(Math.floor(win.pay * value.stakeMinor / paylines.length)));
        $('linewins').appendChild(item);
      });
      if (value.winMinor > 0) message(fill(t.youWon, { amount: money(value.winMinor) }), 'win');
      else message(t.noWin);
      showStats(value);
      done(t.spin);
    });
  }

  // ----- Lottery -----
  if (data.kind === 'lottery') {
    var lottery = data.lottery;
    var current = lottery.current;
    var picks = [];
    var rule = function () { return lottery.rules[current.gameGroupCode]; };
    var pad = function (n) { return String(n).padStart(rule().pad, '0'); };
    var every = function (seconds) {
      return seconds >= 86400 ? t.daily : seconds >= 3600 ? fill(t.hours, { n: seconds / 3600 }) : fill(t.minutes, { n: seconds / 60 });
    };
    function renderPicks() {
      var chosen = $('chosen');
      chosen.textContent = '';
      if (!picks.length) chosen.textContent = t.noPicks;
      picks.forEach(function (n, i) {
        var ball = el('span', 'ball small pick', pad(n));
        if (rule().ordered) ball.title = fill(t.position, { n: i + 1 });
        chosen.appendChild(ball);
      });
      document.querySelectorAll('#numbers .num').forEach(function (button) {
        var n = Number(button.getAttribute('data-n'));
        var at = picks.indexOf(n);
        button.setAttribute('aria-pressed', at >= 0 ? 'true' : 'false');
        var old = button.querySelector('.pos');
        if (old) old.remove();
        if (at >= 0 && rule().ordered) button.appendChild(el('span', 'pos', String(at + 1)));
        button.disabled = at < 0 && picks.length >= rule().maxPicks;
      });
      document.querySelectorAll('#odds tbody tr').forEach(function (row) {
        row.className = Number(row.getAttribute('data-count')) === picks.length ? 'on' : '';
      });
      play.disabled = ended || picks.length === 0;
    }
    function renderGrid() {
      var r = rule();
      var grid = $('numbers');
      grid.textContent = '';
      var size = r.max - r.min + 1;
      grid.style.setProperty('--cols', String(size > 12 ? 10 : size > 10 ? 6 : size));
      for (var n = r.min; n <= r.max; n += 1) {
        var button = el('button', 'num', pad(n));
        button.type = 'button';
        button.setAttribute('data-n', String(n));
        button.setAttribute('aria-pressed', 'false');
        grid.appendChild(button);
      }
      var odds = $('odds').querySelector('tbody');
      odds.textContent = '';
      r.pays.forEach(function (pay) {
        var row = el('tr');
        row.setAttribute('data-count', String(pay.count));
        row.appendChild(el('td', '', String(pay.count)));
        row.appendChild(el('td', '', pay.multiplier.toFixed(2) + '×'));
        row.appendChild(el('td', '', pay.rtp.toFixed(2) + '%'));
        odds.appendChild(row);
      });
      $('pick-note').textContent = r.ordered ? fill(t.pickOrdered, { max: r.maxPicks })
        : fill(current.gameGroupCode === 'LHC' ? t.pickAnyLhc : t.pickAny, { max: r.maxPicks });
      $('lotto-name').textContent = current.name;
      $('lotto-sub').textContent = t.groups[current.gameGroupCode] + ' · ' + fill(t.drawEvery, { every: every(current.drawIntervalSeconds) });
      $('drawn').textContent = '';
      message('');
    }
    function renderResults(list) {
      var results = $('results');
      results.textContent = '';
      list.forEach(function (draw) {
        var item = el('li');
        var head = el('div', 'numero');
        head.appendChild(el('span', '', draw.numero));
        head.appendChild(el('time', '', new Date(draw.openedAt).toISOString().slice(11, 16) + ' UTC'));
        item.appendChild(head);
        var balls = el('div', 'balls');
        draw.result.forEach(function (n, i) {
          balls.appendChild(el('span', 'ball small' + (!rule().ordered && i >= rule().matchFirst ? ' special' : ''), n));
        });
        item.appendChild(balls);
        results.appendChild(item);
      });
    }
    async function refreshResults() {
      try {
        var res = await fetch(data.drawsUrl + '?gameCode=' + encodeURIComponent(current.gameCode) + '&limit=5');
        var json = await res.json();
        if (json && json.success) renderResults(json.value.list);
      } catch (error) { /* the list stays as it was */ }
    }
    setInterval(refreshResults, 30000);
    $('numbers').addEventListener('click', function (event) {
      var button = event.target.closest('.num');
      if (!button || button.disabled) return;
      var n = Number(button.getAttribute('data-n'));
      var at = picks.indexOf(n);
      if (at >= 0) picks.splice(at, 1);
      else if (picks.length < rule().maxPicks) picks.push(n);
      renderPicks();
    });
    $('clear').addEventListener('click', function () { picks = []; renderPicks(); });
    var gamesList = $('games');
    if (gamesList) {
      var showGroup = function (group) {
        document.querySelectorAll('.tabs button').forEach(function (tab) {
          tab.setAttribute('aria-selected', tab.getAttribute('data-group') === group ? 'true' : 'false');
        });
        gamesList.textContent = '';
        lottery.games.filter(function (game) { return game.gameGroupCode === group; }).forEach(function (game) {
          var item = el('li');
          var button = el('button', '', game.name);
          button.type = 'button';
          button.setAttribute('data-code', game.gameCode);
          button.setAttribute('aria-current', game.gameCode === current.gameCode ? 'true' : 'false');
          item.appendChild(button);
          gamesList.appendChild(item);
        });
      };
      document.querySelector('.tabs').addEventListener('click', function (event) {
        var tab = event.target.closest('button[data-group]');
        if (tab) showGroup(tab.getAttribute('data-group'));
      });
      gamesList.addEventListener('click', function (event) {
        var button = event.target.closest('button[data-code]');
        if (!button || play.textContent === t.drawing) return;
        var code = button.getAttribute('data-code');
        current = lottery.games.filter(function (game) { return game.gameCode === code; })[0] || current;
        gamesList.querySelectorAll('button').forEach(function (other) {
          other.setAttribute('aria-current', other === button ? 'true' : 'false');
        });
        picks = [];
        renderGrid();
        renderPicks();
        renderResults([]);
        refreshResults();
      });
    }
    play.addEventListener('click', async function () {
      if (play.disabled || !picks.length) return;
      play.disabled = true;
      play.textContent = t.drawing;
      message('');
      var drawn = $('drawn');
      drawn.textContent = '';
      var body = { stakeMinor: data.stakes[stakeIndex], picks: picks.slice() };
      if (lottery.view === 'lobby') body.gameCode = current.gameCode;
      var result = await playRound(body);
      if (result.error) {
        message(result.error, 'error');
        done(t.play);
        renderPicks();
        return;
      }
      var value = result.value;
      var r = rule();
      var chosen = value.outcome.picks;
      for (var i = 0; i < value.outcome.drawn.length; i += 1) {
        var shown = value.outcome.drawn[i];
        var number = Number(shown);
        var counted = r.ordered ? chosen[i] === number : i < r.matchFirst && chosen.indexOf(number) >= 0;
        var special = !r.ordered && i >= r.matchFirst;
        drawn.appendChild(el('span', 'ball' + (counted ? ' match' : '') + (special ? ' special' : ''), shown));
        await wait(140);
      }
      if (value.winMinor > 0) message(fill(t.hit, { amount: money(value.winMinor) }), 'win');
      else message(t.miss);
      showStats(value);
      done(t.play);
      renderPicks();
    });
    renderPicks();
  }

  // ----- PVP -----
  if (data.kind === 'pvp') {
    var room = null;
    var suits = { S: '\\u2660', H: '\\u2665', D: '\\u2666', C: '\\u2663' };
    function card(name, label) {
      var rank = name.slice(0, -1), suit = name.slice(-1);
      var node = el('div', 'card flip' + (suit === 'H' || suit === 'D' ? ' red' : ''));
      node.setAttribute('role', 'img');
      node.setAttribute('aria-label', label + ': ' + rank + suits[suit]);
      node.appendChild(el('span', '', rank + suits[suit]));
      node.appendChild(el('span', 'mid', suits[suit]));
      node.appendChild(el('span', 'end', rank + suits[suit]));
      return node;
    }
    function back(label) {
      var node = el('div', 'card back');
      node.setAttribute('role', 'img');
      node.setAttribute('aria-label', label);
      return node;
    }
    document.querySelectorAll('.join').forEach(function (button) {
      button.addEventListener('click', function () {
        room = { roomId: button.getAttribute('data-room'), stake: Number(button.getAttribute('data-stake')) };
        $('table-name').textContent = button.getAttribute('data-name');
        $('stake').textContent = money(room.stake);
        $('rooms').hidden = true;
        $('table').hidden = false;
        message('');
        play.focus();
      });
    });
    $('leave').addEventListener('click', function () {
      room = null;
      $('table').hidden = true;
      $('rooms').hidden = false;
      $('house-card').replaceChildren(back(t.house));
      $('player-card').replaceChildren(back(t.you));
    });
    play.addEventListener('click', async function () {
      if (play.disabled || !room) return;
      play.disabled = true;
      play.textContent = t.dealing;
      message('');
      $('house-card').replaceChildren(back(t.house));
      $('player-card').replaceChildren(back(t.you));
      var result = await playRound({ stakeMinor: room.stake, roomId: room.roomId });
      if (result.error) {
        message(result.error, 'error');
        done(t.deal);
        return;
      }
      var value = result.value;
      await wait(250);
      $('player-card').replaceChildren(card(value.outcome.playerCard, t.you));
      await wait(350);
      $('house-card').replaceChildren(card(value.outcome.houseCard, t.house));
      var outcome = value.outcome.result;
      if (outcome === 'win') message(fill(t.resultWin, { amount: money(value.winMinor) }), 'win');
      else if (outcome === 'push') message(t.resultPush);
      else message(t.resultLose);
      showStats(value);
      done(t.deal);
    });
  }

  showStake();
})();
`;
