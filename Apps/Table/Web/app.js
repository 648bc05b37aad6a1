// The browser face of a shared table: joins it over the table protocol (see SharedTables.md in
// the Memorize documentation), draws the views it is sent and sends intents back. It decides
// nothing and words nothing of the game: every word about the game comes in the views, in the
// language of the hello; the page's own few words come from /words.json. Every text goes in
// through textContent or an attribute, never as markup.
'use strict';
(() => {
  const PROTOCOL = 5;
  const $ = (id) => document.getElementById(id);
  const page = {
    title: $('title'), languageLabel: $('language-label'), language: $('language'),
    join: $('join'), codeLabel: $('code-label'), code: $('code'), nameLabel: $('name-label'), spoken: $('spoken'),
    name: $('name'), joinButton: $('join-button'), watchButton: $('watch-button'), connection: $('connection'), table: $('table'),
    status: $('status'), verdict: $('verdict'), grid: $('grid'), ending: $('ending'),
    endingTitle: $('ending-title'), endingLines: $('ending-lines'), again: $('again'),
    race: $('race'), actions: $('actions'), playersHeading: $('players-heading'),
    players: $('players'), watchers: $('watchers'), newsHeading: $('news-heading'), news: $('news'), side: $('side'),
    themeChooser: $('theme-chooser'), themeLabel: $('theme-label'), theme: $('theme'),
    stats: $('stats'), statsPlayers: $('stats-players'),
  };
  // Words of the page by language, and the language shown.
  let catalog = { en: {} };
  let language = 'en';
  let words = {};
  // The table joined: its code, the player's name, the connection, the last view and its JSON.
  let code = '';
  let name = '';
  // Whether the player asked to watch rather than take a seat.
  let watching = false;
  // The token the table gave this page as a watcher, given again as it joins again (another
  // language, a dropped connection): the log it is sent then keeps what was said to it alone.
  let watcherToken = null;
  let socket = null;
  let view = null;
  let game = null;
  let sequence = 0;
  let attempts = 0;
  let retryTimer = 0;
  let stopped = false;
  // Whether the next whole view only says again, in a new language, what was said: no card
  // is spoken as turned.
  let relabelling = false;
  // Set: the cards picked towards a claim, by id (the claim goes when there are three).
  let picks = [];
  // Whether the player's own Set! call was on in the last view: a call that ends (taken, or run
  // out) takes the picks made during it with it, as the race's chosen cards go in every face.
  let wasCalling = false;
  // The countdown's last announcement read out, so each is read once.
  let spokenCountdown = '';
  // The card that has the grid's one tab stop, by position.
  let focusIndex = 0;
  const cardButtons = new Map();

  // MARK: - Storage (a browser may refuse it: the page still plays, without resuming)

  const load = (key) => {
    try { return localStorage.getItem(key); } catch { return null; }
  };
  const save = (key, value) => {
    try {
      if (value === null) localStorage.removeItem(key); else localStorage.setItem(key, value);
    } catch { /* not kept */ }
  };
  // A table code as the table compares it: case, spaces and dashes do not count.
  const normalized = (text) => text.toUpperCase().replace(/[^\p{L}\p{N}]/gu, '');
  const tokenKey = () => 'memorize.seat.' + normalized(code);

  // MARK: - Words

  function chooseLanguage() {
    const chosen = load('memorize.language');
    if (chosen && catalog[chosen]) return chosen;
    const wanted = (navigator.languages && navigator.languages[0]) || navigator.language || 'en';
    return wanted.toLowerCase().startsWith('zh') && catalog.zh_CN ? 'zh_CN' : 'en';
  }

  function showWords() {
    words = catalog[language] || catalog.en || {};
    document.documentElement.lang = language === 'zh_CN' ? 'zh-CN' : 'en';
    page.languageLabel.textContent = words.language || '';
    page.codeLabel.textContent = words.tableCode || '';
    page.nameLabel.textContent = words.name || '';
    page.joinButton.textContent = words.join || '';
    page.watchButton.textContent = words.watch || '';
    page.playersHeading.textContent = words.players || '';
    page.newsHeading.textContent = words.news || '';
    page.themeLabel.textContent = words.theme || '';
    page.grid.setAttribute('aria-label', words.cards || '');
    page.news.setAttribute('aria-label', words.news || '');
    page.language.replaceChildren(...Object.keys(catalog).sort().map((key) => {
      const option = document.createElement('option');
      option.value = key;
      option.textContent = catalog[key].languageName || key;
      option.lang = key === 'zh_CN' ? 'zh-CN' : 'en';
      return option;
    }));
    page.language.value = language;
    if (view) show(view, null, true); else showTitle(words.title || '');
  }

  function showTitle(text) {
    page.title.textContent = text;
    document.title = text;
  }

  // MARK: - Connection

  function connect() {
    clearTimeout(retryTimer);
    stopped = false;
    say(attempts ? words.reconnecting : words.connecting);
    const scheme = location.protocol === 'https:' ? 'wss://' : 'ws://';
    const ws = new WebSocket(scheme + location.host + '/table');
    socket = ws;
    ws.onopen = () => {
      // A page that chose to watch watches, even in a browser that holds a seat at this table
      // (another tab's): it takes no seat with the token.
      const token = watching ? null : load(tokenKey());
      // The table keeps this page's log of what happened, and words it (news).
      const hello = {
        type: 'hello', protocol: PROTOCOL, table: code, name, language, watch: watching, news: true,
      };
      if (token) hello.seatToken = token;
      if (watcherToken) hello.watcherToken = watcherToken;
      ws.send(JSON.stringify(hello));
    };
    ws.onmessage = (event) => {
      if (ws === socket && typeof event.data === 'string') receive(event.data);
    };
    ws.onclose = () => {
      if (ws !== socket) return;
      socket = null;
      if (!stopped) retry();
    };
  }

  // Opens the connection again after a wait that doubles up to 8 s, a little jittered so that
  // the pages of a table that came back do not all knock at once.
  function retry() {
    const delay = Math.min(8000, 500 * 2 ** Math.min(attempts, 4));
    attempts += 1;
    say(words.reconnecting);
    retryTimer = setTimeout(connect, delay * (0.75 + Math.random() / 2));
  }

  // Drops the connection and opens a new one at once (a new language, a view that could not
  // be patched: the table sends the whole view again).
  function reopen() {
    const old = socket;
    socket = null;
    if (old) old.close();
    connect();
  }

  function send(message) {
    if (!socket || socket.readyState !== WebSocket.OPEN) return;
    sequence += 1;
    socket.send(JSON.stringify({ ...message, sequence }));
  }

  function sendIntent(intent) {
    send({ type: 'intent', version: view ? view.version : 0, intent });
  }

  function say(text) {
    page.connection.textContent = text || '';
  }

  // MARK: - Messages

  function receive(text) {
    let message;
    try { message = JSON.parse(text); } catch { reopen(); return; }
    if (!isObject(message)) return;
    switch (message.type) {
      case 'welcome':
        game = message.game;
        // The table's log follows each welcome, in the hello's words: it replaces the page's.
        page.news.replaceChildren();
        if (typeof message.seatToken === 'string') save(tokenKey(), message.seatToken);
        if (typeof message.watcherToken === 'string') watcherToken = message.watcherToken;
        attempts = 0;
        say('');
        break;
      case 'board': {
        const next = { ...message };
        delete next.type;
        show(next, view, relabelling);
        relabelling = false;
        break;
      }
      case 'update': {
        const next = view && patched(view, message.changes);
        if (!isObject(next)) { reopen(); return; }
        show(next, view);
        break;
      }
      case 'news':
        // What happened, as the table logs it for this page (a refusal, a lost race, a note,
        // what a view changed): drawn as it comes.
        log(message.lines);
        break;
      case 'error':
        // A fatal one ends the connection: said on the connection's line, which the next
        // welcome clears. The table logs the others in its news.
        if (message.fatal) endWith(message.code, message.message);
        break;
      default:
        break;
    }
  }

  // A fatal error: the table closes the connection after it.
  function endWith(errorCode, message) {
    say(message);
    if (errorCode === 'unknownSeat') {
      // The seat is not at this table any more (a new table with the same code): join afresh.
      save(tokenKey(), null);
      return;
    }
    stopped = true;
    if (errorCode === 'tableClosed') {
      // The host closed the table: its last board stays to be read, greyed, and nothing on it
      // acts any more.
      page.table.classList.add('closed');
      page.actions.replaceChildren();
      actionButtons.clear();
      page.again.hidden = true;
      page.themeChooser.hidden = true;
      for (const button of page.grid.querySelectorAll('button')) button.disabled = true;
      for (const button of page.players.querySelectorAll('button')) button.remove();
    }
    if (errorCode === 'wrongTable') {
      view = null;
      page.table.hidden = true;
      page.side.hidden = true;
      showForm();
    }
  }

  // MARK: - Patches (JSONPatch.swift: a path of member names and list positions, and the value
  // there now, or none where it went away; an element one past the end is appended)

  const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

  // An update's changes as they travel: a path after the steps it keeps of the path before,
  // a value or the number of an earlier change whose value it repeats. Whole again, or null.
  function expanded(changes) {
    if (!Array.isArray(changes)) return null;
    const whole = [];
    let previous = [];
    for (const [index, change] of changes.entries()) {
      if (!isObject(change) || !Array.isArray(change.path)) return null;
      const keep = change.keep === undefined ? 0 : change.keep;
      if (!Number.isInteger(keep) || keep < 0 || keep > previous.length) return null;
      const path = previous.slice(0, keep).concat(change.path);
      let value = change.value === undefined || change.value === null ? undefined : change.value;
      if (change.same !== undefined) {
        const same = change.same;
        if (value !== undefined || !Number.isInteger(same) || same < 0 || same >= index) return null;
        if (whole[same].value === undefined) return null;
        value = structuredClone(whole[same].value);
      }
      whole.push({ path, value });
      previous = path;
    }
    return whole;
  }

  function patched(root, changes) {
    const whole = expanded(changes);
    if (whole === null) return null;
    let result = structuredClone(root);
    for (const change of whole) {
      const value = change.value;
      const path = change.path;
      if (path.length === 0) {
        result = value === undefined ? null : value;
        continue;
      }
      let target = result;
      for (const step of path.slice(0, -1)) {
        target = child(target, step);
        if (target === undefined) return null;
      }
      if (!place(target, path[path.length - 1], value)) return null;
    }
    return result;
  }

  function child(target, step) {
    if (typeof step === 'number') {
      return Array.isArray(target) && Number.isInteger(step) && step >= 0 && step < target.length
        ? target[step] : undefined;
    }
    if (typeof step === 'string' && isObject(target) && Object.hasOwn(target, step)) {
      return target[step];
    }
    return undefined;
  }

  function place(target, step, value) {
    if (typeof step === 'number') {
      if (!Array.isArray(target) || !Number.isInteger(step) || step < 0) return false;
      if (value === undefined) {
        if (step >= target.length) return false;
        target.splice(step, 1);
      } else if (step === target.length) {
        target.push(value);
      } else if (step < target.length) {
        target[step] = value;
      } else {
        return false;
      }
      return true;
    }
    if (typeof step !== 'string' || !isObject(target)) return false;
    if (value === undefined) {
      delete target[step];
    } else {
      // A member named "__proto__" is a member like any other, not the object's prototype.
      Object.defineProperty(target, step, {
        value, writable: true, enumerable: true, configurable: true,
      });
    }
    return true;
  }

  // MARK: - Drawing

  const text = (value) => (typeof value === 'string' ? value : '');
  const list = (value) => (Array.isArray(value) ? value : []);

  function make(tag, className, content) {
    const element = document.createElement(tag);
    if (className) element.className = className;
    if (content !== undefined) element.textContent = content;
    return element;
  }

  function show(next, old, quiet = false) {
    view = next;
    // A watcher who took a seat plays it from now on, and comes back to it.
    if (Number.isInteger(next.seat)) watching = false;
    page.join.hidden = true;
    page.table.hidden = false;
    page.side.hidden = false;
    const board = isObject(next.board) ? next.board : null;
    const before = old && isObject(old.board) ? old.board : null;
    showPlayers(next, board);
    showThemes(next.themes);
    if (!board) {
      showTitle(words.title || '');
      page.status.replaceChildren();
      page.verdict.textContent = text(next.waiting);
      page.verdict.classList.remove('refusal');
      showCards([]);
      showActions([], null, null);
      page.race.replaceChildren();
      page.ending.hidden = true;
      return;
    }
    const status = isObject(board.status) ? board.status : {};
    showTitle(text(status.title));
    showStatus(list(status.items));
    const refusal = text(board.refusal);
    page.verdict.textContent = refusal || text(board.verdict) || text(board.statusSentence);
    page.verdict.classList.toggle('refusal', refusal !== '');
    const ownRaceSeat = isObject(board.race) && Number.isInteger(next.seat)
      ? list(board.race.seats)[next.seat] : null;
    const calling = isObject(ownRaceSeat) && ownRaceSeat.isCalling === true;
    if (wasCalling && !calling) picks = [];
    wasCalling = calling;
    showCards(list(board.cards), board);
    showActions(list(board.buttons), isObject(board.race) ? board.race : null, next.seat,
      isObject(board.ending));
    showRace(isObject(board.race) ? board.race : null);
    showEnding(isObject(board.ending) ? board.ending : null, list(board.buttons));
    showStatistics(isObject(next.statistics) ? next.statistics : null);
    if (!quiet) speakTurned(before, board);
    speakCountdown(list(status.items));
    // The first board a player can play, for the tests' measure of time to a playable board.
    if (!performance.getEntriesByName('playable').length && page.grid.children.length) {
      performance.mark('playable');
    }
  }

  function showStatus(items) {
    page.status.replaceChildren(...items.filter(isObject).map((item) => {
      const entry = make('li', item.isCurrent ? 'current' : '');
      // Label and value as Typography.spaced joins them: a full-width colon closes its word
      // already ("玩家 1：0"), else a space.
      const label = text(item.label);
      const value = text(item.value);
      const between = label.endsWith('：') || !label || !value ? '' : ' ';
      const shown = make('span', '', label + between + value);
      shown.setAttribute('aria-hidden', 'true');
      // Spoken words through the style (.spoken): heard once, never twice in the page's text.
      const spoken = make('span', 'sr spoken');
      spoken.dataset.spoken = text(item.spokenText);
      entry.append(shown, spoken);
      return entry;
    }));
  }

  function showPlayers(next, board) {
    const standings = board ? list(board.seats).filter(isObject) : [];
    const entries = list(next.seats).filter(isObject).map((seat, index) => {
      const standing = standings[index];
      // A person away is said so as the table words it ("Ana (away)"), as every face says it.
      const away = seat.isConnected === false && !!seat.name;
      const shownText = standing && !away ? text(standing.text) : text(seat.text);
      const spoken = standing && !away ? text(standing.accessibleText) : text(seat.text);
      const mine = index === next.seat;
      const entry = make('li', [
        standing && standing.isToMove ? 'current' : '', standing && standing.isWinner ? 'winner' : '',
        seat.isConnected === false ? 'away' : '', mine ? 'mine' : '',
      ].filter(Boolean).join(' '));
      const fill = (words.you || '{name}');
      const shown = make('span', '', mine ? fill.replace('{name}', shownText) : shownText);
      shown.setAttribute('aria-hidden', 'true');
      // Spoken words through the style (.spoken), as the status line's: heard once, and never
      // a second copy of the seat in the page's text.
      const heard = make('span', 'sr spoken');
      heard.dataset.spoken = mine ? fill.replace('{name}', spoken) : spoken;
      entry.append(shown, heard);
      // Who plays the seat, where the standing does not say it already.
      if (text(seat.kind)) {
        const kind = make('span', 'kind', text(seat.kind));
        if (standing) kind.setAttribute('aria-hidden', 'true');
        entry.append(kind);
      }
      // A seat the table offers this page (a watcher's) to take.
      if (text(seat.takeTitle)) {
        const take = make('button', 'action take', text(seat.takeTitle));
        take.type = 'button';
        take.dataset.seat = String(index);
        entry.append(take);
      }
      return entry;
    });
    page.players.replaceChildren(...entries);
    // Those who watch, counted as the table counts them, under the seats.
    const watchers = Number.isInteger(next.watchers) ? next.watchers : 0;
    page.watchers.textContent =
      watchers > 0 ? (words.watchers || '').replace('{count}', String(watchers)) : '';
  }

  // The themes the table lets this seat restyle its game with (none for a watcher), the one
  // in play chosen.
  function showThemes(themes) {
    const choices = list(themes).filter(isObject);
    page.themeChooser.hidden = choices.length === 0;
    const key = JSON.stringify(choices.map((choice) => [text(choice.id), text(choice.name)]));
    if (page.theme.dataset.key !== key) {
      page.theme.dataset.key = key;
      page.theme.replaceChildren(...choices.map((choice) => {
        const option = make('option', '', text(choice.name));
        option.value = text(choice.id);
        return option;
      }));
    }
    const current = choices.find((choice) => choice.isInPlay === true);
    if (current) page.theme.value = text(current.id);
  }

  function showCards(cards, board) {
    const hadFocus = page.grid.contains(document.activeElement);
    const present = new Set();
    const isSet = board && board.section === 'set';
    picks = picks.filter((id) => cards.some((card) => card.id === id));
    cards.filter(isObject).forEach((card, index) => {
      let button = cardButtons.get(card.id);
      if (!button) {
        button = makeCard(card.id);
        cardButtons.set(card.id, button);
      }
      drawCard(button, card, index + 1, isSet);
      if (page.grid.children[index] !== button) {
        page.grid.insertBefore(button, page.grid.children[index] || null);
      }
      present.add(card.id);
    });
    for (const [id, button] of cardButtons) {
      if (!present.has(id)) {
        button.remove();
        cardButtons.delete(id);
      }
    }
    if (board && isObject(board.backColour)) {
      const colour = board.backColour;
      const channel = (value) => Math.round(Math.max(0, Math.min(1, Number(value) || 0)) * 255);
      page.grid.style.setProperty('--back',
        `rgb(${channel(colour.red)} ${channel(colour.green)} ${channel(colour.blue)})`);
    } else {
      page.grid.style.removeProperty('--back');
    }
    const buttons = [...page.grid.children];
    focusIndex = Math.max(0, Math.min(focusIndex, buttons.length - 1));
    buttons.forEach((button, index) => { button.tabIndex = index === focusIndex ? 0 : -1; });
    if (hadFocus && !page.grid.contains(document.activeElement) && buttons.length) {
      buttons[focusIndex].focus();
    }
  }

  function makeCard(id) {
    const button = make('button', 'card');
    button.type = 'button';
    button.dataset.id = String(id);
    const inner = make('span', 'inner');
    inner.setAttribute('aria-hidden', 'true');
    inner.append(make('span', 'front'), make('span', 'back'));
    button.append(inner);
    return button;
  }

  // A card's name for a screen reader: where it lies, then the table's words for it, in the
  // catalog's order ("Card 5, face down").
  function cardName(card, position) {
    const form = words.card || '{number} {face}';
    return form.replace('{number}', String(position)).replace('{face}', text(card.spoken));
  }

  function drawCard(button, card, position, isSet) {
    const face = isObject(card.face) ? card.face : null;
    button.setAttribute('aria-label', cardName(card, position));
    const picked = picks.includes(card.id);
    const classes = {
      up: face !== null, matched: card.isMatched === true, selected: card.isSelected === true,
      hinted: card.isHinted === true, picked, match: card.highlight === 'match',
      mismatch: card.highlight === 'mismatch',
    };
    for (const [name, on] of Object.entries(classes)) button.classList.toggle(name, on);
    if (isSet) button.setAttribute('aria-pressed', String(picked || card.isSelected === true));
    else button.removeAttribute('aria-pressed');
    const key = face ? JSON.stringify(face) : '';
    if (button.dataset.face !== key) {
      button.dataset.face = key;
      const front = button.querySelector('.front');
      front.replaceChildren(...(face ? drawFace(face) : []));
    }
  }

  function drawFace(face) {
    if (isObject(face.emoji)) return [make('span', 'emoji', text(face.emoji._0))];
    if (isObject(face.playing)) {
      const card = face.playing;
      return [make('span', card.isRed ? 'playing red' : 'playing', text(card.title))];
    }
    if (isObject(face.set) && isObject(face.set._0)) return [setSymbols(face.set._0)];
    return [];
  }

  const SVG = 'http://www.w3.org/2000/svg';
  const SHAPES = {
    diamond: ['polygon', { points: '8,17 50,1 92,17 50,33' }],
    oval: ['rect', { x: 8, y: 1, width: 84, height: 32, rx: 16 }],
    squiggle: ['path', { d: 'M10 26C4 12 20 0 38 6S66 14 80 4 96 12 90 24 70 34 56 28 28 34 10 26Z' }],
  };
  const INKS = ['red', 'green', 'purple'];
  const SHADINGS = ['solid', 'striped', 'open'];

  // A Set card's symbols, drawn from its four values (its words are in the card's name).
  function setSymbols(symbol) {
    const svg = document.createElementNS(SVG, 'svg');
    svg.setAttribute('viewBox', '0 0 100 130');
    const count = Math.max(1, Math.min(3, Number(symbol.count) || 1));
    const shape = SHAPES[symbol.shape] || SHAPES.oval;
    const ink = INKS.includes(symbol.ink) ? symbol.ink : 'red';
    const shading = SHADINGS.includes(symbol.shading) ? symbol.shading : 'open';
    const top = 65 - (count * 40 - 6) / 2;
    for (let index = 0; index < count; index += 1) {
      const element = document.createElementNS(SVG, shape[0]);
      for (const [attribute, value] of Object.entries(shape[1])) {
        element.setAttribute(attribute, String(value));
      }
      element.setAttribute('transform', `translate(0 ${top + index * 40})`);
      element.setAttribute('class', `symbol ${ink} ${shading}`);
      if (shading === 'striped') element.setAttribute('fill', `url(#stripes-${ink})`);
      svg.append(element);
    }
    return svg;
  }

  // The section's buttons; the actions a shared table takes are the board's own.
  const ACTIONS = ['newGame', 'hint', 'shuffle', 'dealThreeMore'];

  // A button's action as a key of its own and the intent it sends: Matchismo's match counts
  // ({"matchCount":{"_0":2}}) are one button each; `null` for an action the page does not offer.
  function actionOf(item) {
    if (item.call === true) {
      return { key: 'callSet', action: 'callSet', intent: { callSet: { seat: item.seat } } };
    }
    if (!isObject(item.action)) return null;
    const action = Object.keys(item.action)[0] || '';
    if (action === 'matchCount') {
      const count = isObject(item.action.matchCount) ? item.action.matchCount._0 : null;
      if (!Number.isInteger(count)) return null;
      return { key: 'matchCount' + count, action, intent: { setMatchCount: { _0: count } } };
    }
    return ACTIONS.includes(action) ? { key: action, action, intent: { [action]: {} } } : null;
  }

  // The buttons by action, kept from view to view so the one with focus keeps it (the clock
  // changes the view every second).
  const actionButtons = new Map();

  function showActions(buttons, race, seat, isOver) {
    const own = race && Number.isInteger(seat) && isObject(list(race.seats)[seat])
      ? race.seats[seat] : null;
    // At a race, the player's own seat's Set! button first, as every face gives each person
    // theirs (a watcher has none; a finished race calls no more).
    const calls = own && !text(race.result) ? [{
      call: true, title: text(own.callTitle), isEnabled: race.isOpen === true || own.isCalling === true,
      isOn: own.isCalling === true, seat,
    }] : [];
    const shown = calls.concat(buttons.filter(isObject)).flatMap((item) => {
      const made = actionOf(item);
      if (!made) return [];
      const { key, action } = made;
      let title = text(item.title);
      let enabled = item.isEnabled !== false;
      let reason = text(item.reason);
      // A toggle (a match count) says whether it is the one chosen.
      let pressed = typeof item.isOn === 'boolean' ? item.isOn : null;
      if (action === 'dealThreeMore' && own) {
        // At a race each person asks for three more cards: the player's own seat's button.
        title = text(own.askTitle);
        reason = text(own.askRefusal);
        enabled = reason === '';
        pressed = own.hasAskedForMore === true;
      }
      // Once the game is over only what acts is offered (BoardPresentation.shownButton): Set's
      // Deal 3 more and Hint go, New game stays.
      if (isOver && !enabled) return [];
      let button = actionButtons.get(key);
      if (!button) {
        button = make('button', 'action');
        button.type = 'button';
        button.dataset.action = key;
        button.dataset.intent = JSON.stringify(made.intent);
        actionButtons.set(key, button);
      }
      if (button.textContent !== title) button.textContent = title;
      // A button that does not act now still asks: the table says why, in words.
      if (enabled) button.removeAttribute('aria-disabled');
      else button.setAttribute('aria-disabled', 'true');
      if (pressed === null) button.removeAttribute('aria-pressed');
      else button.setAttribute('aria-pressed', String(pressed));
      if (reason) button.title = reason; else button.removeAttribute('title');
      return [button];
    });
    for (const [action, button] of actionButtons) {
      if (!shown.includes(button)) {
        button.remove();
        actionButtons.delete(action);
      }
    }
    shown.forEach((button, index) => {
      if (page.actions.children[index] !== button) {
        page.actions.insertBefore(button, page.actions.children[index] || null);
      }
    });
  }

  function showRace(race) {
    if (!race) {
      page.race.replaceChildren();
      return;
    }
    // What happened last, where the line under the board does not say it already.
    const lines = (race.result ? [race.result] : list(race.latestEvents))
      .filter((line) => text(line) !== page.verdict.textContent);
    page.race.replaceChildren(...lines.map((line) => make('span', '', text(line))));
  }

  function showEnding(ending, buttons) {
    const wasHidden = page.ending.hidden;
    page.ending.hidden = !ending;
    if (!ending) return;
    page.endingTitle.textContent = text(ending.title);
    // The window's lines in its order (GameEnding.details): why, the result in its time,
    // every seat's score, the records; each written once.
    const lines = Array.isArray(ending.details)
      ? ending.details : [ending.reason, ending.summary, ending.scores, ending.best];
    page.endingLines.replaceChildren(...lines
      .filter((line) => typeof line === 'string' && line !== '')
      .map((line) => make('span', '', line)));
    page.again.textContent = text(ending.playAgain);
    // The board's New Game button, as the table sent it: off, with why, for a watcher.
    const newGame = list(buttons).find((item) => isObject(item) && isObject(item.action)
      && Object.keys(item.action)[0] === 'newGame');
    const enabled = !newGame || newGame.isEnabled !== false;
    const reason = newGame ? text(newGame.reason) : '';
    if (enabled) page.again.removeAttribute('aria-disabled');
    else page.again.setAttribute('aria-disabled', 'true');
    if (reason) page.again.title = reason; else page.again.removeAttribute('title');
    if (wasHidden && (page.grid.contains(document.activeElement)
      || document.activeElement === document.body)) {
      page.again.focus();
    }
  }

  // What the table recorded of its games, sent with the ending: a row per game and theme, a
  // line per player.
  function showStatistics(statistics) {
    const rows = statistics ? list(statistics.rows).filter(Array.isArray) : [];
    const key = JSON.stringify(statistics);
    if (page.stats.dataset.key === key) return;
    page.stats.dataset.key = key;
    page.stats.hidden = rows.length === 0;
    const line = (tag, cells) => {
      const row = make('tr');
      row.append(...cells.map((cell, index) => {
        const made = make(index === 0 ? 'th' : tag, '', text(cell));
        if (index === 0 && tag === 'td') made.scope = 'row';
        else if (tag === 'th') made.scope = 'col';
        return made;
      }));
      return row;
    };
    const head = make('thead');
    const body = make('tbody');
    if (rows.length) {
      head.append(line('th', list(statistics.columns)));
      body.append(...rows.map((row) => line('td', row)));
    }
    page.stats.replaceChildren(make('caption', '', words.statistics || ''), head, body);
    const players = statistics ? list(statistics.players) : [];
    page.statsPlayers.replaceChildren(...players.map((player) => make('li', '', text(player))));
  }

  // MARK: - What happened: the table's log, drawn; the cards that turned, spoken

  // The table's entries, in order, after those drawn (the last 40 kept).
  function log(lines) {
    for (const line of list(lines)) {
      if (typeof line === 'string') page.news.append(make('li', '', line));
    }
    while (page.news.children.length > 40) page.news.firstElementChild.remove();
    page.news.scrollTop = page.news.scrollHeight;
  }

  // Each card that turned, by the name a screen reader gives it: said as it changes, then
  // gone (a card turned back, or a new deal, names no face there).
  function speakTurned(before, board) {
    const spoken = [];
    if (before && before.dealToken === board.dealToken) {
      const old = new Map(list(before.cards).filter(isObject).map((card) => [card.id, card.text]));
      list(board.cards).filter(isObject).forEach((card, index) => {
        if (old.has(card.id) && old.get(card.id) !== card.text && card.face) {
          spoken.push(cardName(card, index + 1));
        }
      });
    }
    page.spoken.textContent = spoken.join('. ');
  }

  // A countdown is read out at the moments the view model announces it (as it starts, and at
  // 10 seconds left), once each: when its announcement is what the item says now
  // (StatusItem.announcementNow), never every second.
  function speakCountdown(items) {
    const said = items.filter(isObject)
      .map((item) => text(item.announcement) === text(item.spokenText) ? text(item.announcement) : '')
      .find((words) => words !== '');
    if (!said || said === spokenCountdown) return;
    spokenCountdown = said;
    page.spoken.textContent = [page.spoken.textContent, said].filter(Boolean).join('. ');
  }

  // MARK: - Input

  function choose(id) {
    if (!view || !isObject(view.board)) return;
    if (view.board.section !== 'set') {
      sendIntent({ choose: { cardID: id } });
      return;
    }
    // Set: three cards picked make a claim, with the version the player saw.
    picks = picks.includes(id) ? picks.filter((picked) => picked !== id) : [...picks, id];
    if (picks.length === 3) {
      send({ type: 'claim', version: view.version, cards: picks });
      picks = [];
    }
    showCards(list(view.board.cards), view.board);
  }

  function columns(buttons) {
    if (!buttons.length) return 1;
    const top = buttons[0].offsetTop;
    const count = buttons.findIndex((button) => button.offsetTop !== top);
    return count < 1 ? buttons.length : count;
  }

  function focusCard(index) {
    const buttons = [...page.grid.children];
    if (index < 0 || index >= buttons.length) return;
    focusIndex = index;
    buttons.forEach((button, position) => { button.tabIndex = position === index ? 0 : -1; });
    buttons[index].focus();
  }

  page.grid.addEventListener('click', (event) => {
    const button = event.target.closest('button.card');
    if (button) choose(Number(button.dataset.id));
  });

  page.grid.addEventListener('focusin', (event) => {
    const index = [...page.grid.children].indexOf(event.target);
    if (index >= 0) focusCard(index);
  });

  page.grid.addEventListener('keydown', (event) => {
    const buttons = [...page.grid.children];
    const index = buttons.indexOf(document.activeElement);
    if (index < 0 || event.altKey || event.ctrlKey || event.metaKey) return;
    const across = columns(buttons);
    const moves = {
      ArrowRight: index + 1, ArrowLeft: index - 1, ArrowDown: index + across,
      ArrowUp: index - across, Home: 0, End: buttons.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    focusCard(moves[event.key]);
  });

  page.actions.addEventListener('click', (event) => {
    const button = event.target.closest('button.action');
    if (!button) return;
    let intent = null;
    try { intent = JSON.parse(button.dataset.intent || 'null'); } catch { intent = null; }
    if (isObject(intent)) sendIntent(intent);
  });

  page.players.addEventListener('click', (event) => {
    const button = event.target.closest('button.take');
    const seat = button ? Number(button.dataset.seat) : NaN;
    if (Number.isInteger(seat)) send({ type: 'takeSeat', seat });
  });

  page.theme.addEventListener('change', () => {
    if (page.theme.value) sendIntent({ restyle: { themeID: page.theme.value } });
  });

  page.again.addEventListener('click', () => {
    if (page.again.getAttribute('aria-disabled') === 'true') return;
    sendIntent({ newGame: {} });
    focusCard(0);
  });

  page.language.addEventListener('change', () => {
    language = page.language.value;
    save('memorize.language', language);
    showWords();
    // The table speaks the hello's language: join again in the new one, in the same seat; the
    // view it sends says nothing new.
    if (code && !stopped) {
      page.spoken.textContent = '';
      relabelling = true;
      reopen();
    }
  });

  page.join.addEventListener('submit', (event) => {
    event.preventDefault();
    watching = event.submitter === page.watchButton;
    watcherToken = null;
    code = page.code.value.trim();
    name = page.name.value.trim();
    if (!normalized(code)) return;
    save('memorize.name', name);
    history.replaceState(null, '', '#code=' + encodeURIComponent(code));
    attempts = 0;
    connect();
  });

  function showForm() {
    page.join.hidden = false;
    page.code.value = code;
    page.name.value = name;
    (code ? page.name : page.code).focus();
  }

  // MARK: - Start: the words, then the table of the link (#code=CODE) or the form

  async function start() {
    try {
      const response = await fetch('/words.json', { cache: 'no-store' });
      const loaded = await response.json();
      if (isObject(loaded) && isObject(loaded.en)) catalog = loaded;
    } catch { /* the page works without its words */ }
    language = chooseLanguage();
    name = load('memorize.name') || '';
    const fragment = new URLSearchParams(location.hash.slice(1));
    code = (fragment.get('code') || '').trim();
    if (fragment.has('name')) name = (fragment.get('name') || '').trim();
    showWords();
    // A link names the table; a page that knows no name for its player asks for one first (the
    // table would seat them as "Player 2"), with the code filled in.
    if (normalized(code) && name) connect(); else showForm();
  }

  start();
})();
