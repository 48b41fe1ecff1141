// The gallery's words in the reader's language, its "Games with friends", and the box that
// opens a friend's link pasted whole (a file of its own: the pages run no inline script).
//
// The gallery runs no Python, so it lists the games with friends from what each stored
// entry says in plain JSON beside its link (pygames/web/friend_games.py: game, names,
// turn, moves, over, mine, stored), and the challenges likewise (challenge_games.py: game,
// stored, own, done, participants best first with name, rounds, total, own); the game's
// page reads the links themselves.
(() => {
  const i18n = window.pygamesI18n;
  const store = window.pygamesStorage;
  const INDEX_KEY = "pygames:v1:friends";
  const ENTRY_PREFIX = "pygames:v1:friend:";
  // The count of moves: the key's ".one" or ".other" form.
  const MOVES = "page.friends.moves";
  // The count of rounds a challenge's own participant raced, likewise.
  const ROUNDS = "page.challenges.rounds";
  const CHALLENGES_KEY = "pygames:v1:challenges";
  const CHALLENGE_PREFIX = "pygames:v1:challenge:";
  // A friend link's code (pygames/core/friends.py): "f1." and base64url; a challenge's,
  // "c1." (pygames/core/challenges.py).
  const CODE = /^[fc]1\.[A-Za-z0-9_-]+$/;

  const readJson = (text, fallback) => {
    try {
      return JSON.parse(text) ?? fallback;
    } catch {
      return fallback; // a damaged entry: the game's page says what is wrong with it
    }
  };

  const entries = () => {
    const ids = readJson(store.getItem(INDEX_KEY), []);
    if (!Array.isArray(ids)) return [];
    const found = [];
    for (const id of ids) {
      if (typeof id !== "string") continue;
      const entry = readJson(store.getItem(ENTRY_PREFIX + id), null);
      if (!entry || typeof entry !== "object" || typeof entry.game !== "string") continue;
      if (!Array.isArray(entry.names) || !Array.isArray(entry.mine)) continue;
      found.push({ id, ...entry });
    }
    return found.sort((one, other) => (other.stored || 0) - (one.stored || 0));
  };

  const titleOf = (game) => {
    const card = document.querySelector(`.card[data-game="${CSS.escape(game)}"] h2`);
    return card ? card.textContent.trim() : game;
  };

  const nameOf = (entry, seat) =>
    entry.names[seat] || i18n.text("page.friends.seat", { number: seat + 1 });

  const whenOf = (seconds) => {
    const minutes = Math.round((seconds - Date.now() / 1000) / 60);
    const format = new Intl.RelativeTimeFormat(i18n.language, { numeric: "auto" });
    if (Math.abs(minutes) < 60) return format.format(minutes, "minute");
    const hours = Math.round(minutes / 60);
    if (Math.abs(hours) < 24) return format.format(hours, "hour");
    return format.format(Math.round(hours / 24), "day");
  };

  const standing = (entry) => {
    if (entry.over) return i18n.text("page.friends.over");
    if (!entry.mine.length) return i18n.text("page.friends.watching");
    if (entry.mine.includes(entry.turn)) return i18n.text("page.friends.your_turn");
    return i18n.text("page.friends.their_turn", { player: nameOf(entry, entry.turn) });
  };

  const row = (entry) => {
    const item = document.createElement("li");
    item.dataset.testid = "friend-game";
    if (!entry.over && entry.mine.includes(entry.turn)) item.classList.add("yours");
    const link = document.createElement("a");
    link.href = `play.html?game=${encodeURIComponent(entry.game)}#friend=${encodeURIComponent(entry.id)}`;
    const others = entry.names.map((_, seat) => seat).filter((seat) => !entry.mine.includes(seat));
    const names = others.map((seat) => nameOf(entry, seat)).join(", ");
    link.textContent = `${titleOf(entry.game)} ${i18n.text("page.friends.with", { names })}`;
    const about = document.createElement("span");
    about.className = "about";
    const moves = Number(entry.moves) || 0;
    const count = i18n.text(`${MOVES}.${moves === 1 ? "one" : "other"}`, { count: moves });
    about.textContent = [standing(entry), count, whenOf(Number(entry.stored) || 0)].join(" · ");
    item.append(link, about);
    const told = entry.last && typeof entry.last === "object" ? entry.last[i18n.language] : null;
    if (typeof told === "string" && told) {
      const last = document.createElement("span");
      last.className = "last";
      last.textContent = told;  // textContent: what a link carried is never markup
      item.append(last);
    }
    return item;
  };

  const challenges = () => {
    const ids = readJson(store.getItem(CHALLENGES_KEY), []);
    if (!Array.isArray(ids)) return [];
    const found = [];
    for (const id of ids) {
      if (typeof id !== "string") continue;
      const entry = readJson(store.getItem(CHALLENGE_PREFIX + id), null);
      if (!entry || typeof entry !== "object" || typeof entry.game !== "string") continue;
      if (!Array.isArray(entry.participants) || !entry.participants.length) continue;
      const participants = entry.participants.filter(
        (one) => one && typeof one === "object" && typeof one.name === "string",
      );
      if (participants.length) found.push({ id, ...entry, participants });
    }
    return found;
  };

  const challengeRow = (entry) => {
    const item = document.createElement("li");
    item.dataset.testid = "challenge-game";
    const link = document.createElement("a");
    link.href = `play.html?game=${encodeURIComponent(entry.game)}#challenge=${encodeURIComponent(entry.id)}`;
    const others = entry.participants.filter((one) => !one.own).map((one) => one.name);
    link.textContent = others.length
      ? `${titleOf(entry.game)} ${i18n.text("page.challenges.with", { names: others.join(", ") })}`
      : `${titleOf(entry.game)} ${i18n.text("page.challenges.alone")}`;
    const about = document.createElement("span");
    about.className = "about";
    const leader = entry.participants[0].name;
    const own = entry.participants.find((one) => one.own);
    const rounds = Number(own?.rounds) || 0;
    const raced = own
      ? i18n.text(`${ROUNDS}.${rounds === 1 ? "one" : "other"}`, { count: rounds })
      : i18n.text("page.challenges.invited");
    const standing = entry.done
      ? i18n.text("page.challenges.won", { name: leader })
      : i18n.text("page.challenges.leads", { name: leader });
    about.textContent = [standing, raced, whenOf(Number(entry.stored) || 0)].join(" · ");
    item.append(link, about);
    return item;
  };

  const list = () => {
    const shown = document.getElementById("friend-games");
    const rows = [
      ...entries().map((entry) => ({ stored: Number(entry.stored) || 0, item: row(entry) })),
      ...challenges().map((entry) => ({ stored: Number(entry.stored) || 0, item: challengeRow(entry) })),
    ].sort((one, other) => other.stored - one.stored);
    shown.replaceChildren(...rows.map((one) => one.item));
    shown.hidden = !rows.length;
    // Games going on come first: a player back for their turn should not scroll for them.
    if (rows.length) document.querySelector("main").prepend(shown.closest("section"));
  };

  // The address a pasted link or message leads to: its game's page, the code reassembled
  // from the short lines "Copy as text" writes (and from any line breaks a chat app put in).
  const pastedAddress = (text) => {
    const game = /play\.html\?game=([a-z0-9-]+)/.exec(text);
    const found = /[fc]1\./.exec(text.slice(game ? game.index : 0));
    const start = found ? found.index + (game ? game.index : 0) : -1;
    if (!game || start < 0) return null;
    const pieces = [];
    for (const piece of text.slice(start).split(/\s+/)) {
      if (!/^[A-Za-z0-9_.-]+$/.test(piece)) break;
      pieces.push(piece);
    }
    const code = pieces.join("");
    return CODE.test(code) ? `play.html?game=${game[1]}#${code}` : null;
  };

  document.getElementById("friend-paste").addEventListener("submit", (event) => {
    event.preventDefault();
    const address = pastedAddress(document.getElementById("friend-paste-text").value);
    if (address) {
      location.assign(address);
    } else {
      document.getElementById("friend-paste-said").textContent = i18n.text("page.friends.paste.bad");
    }
  });

  i18n.apply();
  list();
  addEventListener("pygames:language", list);
})();
