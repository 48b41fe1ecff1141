// Runs at the end of the play and embed pages' body, before Python: fills in the
// texts, the game's title, picture and board shape, and starts the runtime. The play page loads
// the runtime from its <head>; the embed page waits for the reader to press Play (or tap the
// picture), so a blog post with embeds downloads nothing heavy until someone wants to play.
//
// A page asked for a game it cannot show (an unknown id, a game whose rules exist but not
// its board yet, or none at all) shows why and the cards of the games there are, here,
// before Python: no game panel, no loading screen, and on the embed page no Play button
// and no runtime download at all.
(() => {
  const root = document.documentElement;
  const query = new URLSearchParams(location.search);
  const id = root.dataset.game || query.get("game") || "";
  const i18n = window.pygamesI18n;
  i18n.use(query.get("lang")); // an address's language, shown at once but not remembered
  i18n.apply();

  const showGameList = () => {
    const registered = window.PYGAMES_REGISTERED;
    // The reader's message (a catalog key and its fields), and the API's English answer.
    const [key, fields, why] = Object.hasOwn(registered, id)
      ? ["page.no_board_yet", { title: registered[id] }, `"${id}" has its rules but no board yet`]
      : id
        ? ["page.no_game", { game: id }, `there is no game called "${id}"`]
        : ["page.no_game_chosen", {}, "the address names no game"];
    const playable = Object.keys(window.PYGAMES_TITLES).join(", ");
    window.pygames._noGame(`${why} (the games to play: ${playable})`);
    const reason = document.getElementById("unknown-reason");
    reason.dataset.text = key;
    reason.dataset.textFields = JSON.stringify(fields);
    document.getElementById("unknown-games").append(
      document.getElementById("game-cards").content.cloneNode(true),
    );
    document.getElementById("title").dataset.text = "page.choose_game";
    document.getElementById("play").hidden = true;
    document.getElementById("unknown").hidden = false;
    i18n.apply();
    // Python never starts on the embed page, so the page is settled now; on the play
    // page Python still starts (its runtime is in <head>) and connects nothing.
    if (root.dataset.mode === "embed") window.pygames._connect(null);
  };

  if (!Object.hasOwn(window.PYGAMES_TITLES, id)) {
    showGameList();
    return;
  }

  // The board's shape, before Python draws it, so nothing jumps when it starts.
  const [wide, narrow] = window.PYGAMES_ASPECTS[id];
  root.style.setProperty("--board-aspect", wide);
  root.style.setProperty("--board-aspect-narrow", narrow);
  document.getElementById("title").textContent = window.PYGAMES_TITLES[id];
  document.getElementById("kept-nothing-open").href = `${encodeURIComponent(id)}.html`;
  document.getElementById("loading-title").textContent = window.PYGAMES_TITLES[id];
  addEventListener("py:ready", () => {
    const status = document.getElementById("loading-text");
    status.dataset.text = "page.setting_up";
    status.textContent = i18n.text("page.setting_up");
  });

  // The game this address starts, as far as its picture and the panel's width go: its player
  // count and options, decided as pygames/web/opening.py decides them (the seats asked for,
  // else a count asked for, else the seats last chosen here, else the default; an address
  // asking only for options gets the nearest count that takes them).
  // posters.js (build.py) lists the pictures drawn: one per player count, and one per
  // count and value of each option that changes the table before anyone moves.
  const posters = window.PYGAMES_POSTERS[id];
  const nearest = (counts, count) =>
    counts.reduce((best, n) => (Math.abs(n - count) < Math.abs(best - count) ? n : best));
  const asked = () => {
    const seats = (query.get("seats") || "").split(",").filter(Boolean).length;
    const players = Number(query.get("players")) || 0;
    const remembered = (i18n.settings().seats || {})[id];
    let count = [seats, players].find((n) => posters.counts.includes(n));
    const chosen = count !== undefined;
    if (!chosen) count = Array.isArray(remembered) ? remembered.length : posters.default;
    if (!posters.counts.includes(count)) count = posters.default;
    const pictured = Object.keys(posters.pictured).find((option) => {
      const [name, value] = option.split("=");
      return (query.get(name) || "").toLowerCase() === value;
    });
    if (pictured === undefined) return { count, picture: `${count}p` };
    const counts = posters.pictured[pictured];
    if (!counts.includes(count) && chosen) return { count, picture: `${count}p` };
    if (!counts.includes(count)) count = nearest(counts, count);
    return { count, picture: `${count}p-${pictured.replace("=", "-")}` };
  };
  const game = asked();
  root.dataset.players = game.count; // the panel's width beside the board (play.css)

  const startRuntime = () => {
    if (root.classList.contains("starting")) return;
    root.classList.add("starting");
    const style = document.createElement("link");
    style.rel = "stylesheet";
    style.href = "runtime/pyscript/core.css";
    const script = document.createElement("script");
    script.type = "module";
    script.src = "runtime/pyscript/core.js";
    document.head.append(style, script);
    window.pygamesOffline();
  };

  if (root.dataset.mode === "embed") {
    document.getElementById("start-title").textContent = window.PYGAMES_TITLES[id];
    const description = document.getElementById("start-description");
    description.dataset.text = `page.description.${id}`;
    description.textContent = i18n.text(description.dataset.text);
    document.getElementById("start").hidden = false;
    document.getElementById("start-play").addEventListener("click", startRuntime);
    // The picture starts the game too: it is where a reader's finger goes first.
    document.getElementById("loading").addEventListener("click", startRuntime);
    fitEmbed();
    addEventListener("resize", fitEmbed);
  } else {
    const poster = document.getElementById("poster");
    poster.dataset.poster = id;
    i18n.poster(poster);
  }

  // The embed's board takes the largest box its iframe has room for, in whichever of the
  // board's two shapes is larger there: beside the panel (--panel wide, for the address's
  // players) or, in a frame no wider than a phone's page (760 px, where play.css sets the
  // players side by side under the board), above it, leaving the room a turn needs below
  // it (--turn-room). Beside wins unless above is larger by more than 15%, since there the
  // move log shows too without scrolling. The poster, drawn in the chosen shape, fills that
  // same box until Play, so the board takes its place without a jump. play.css sizes the
  // box from data-layout and --fit-aspect with these same lengths.
  function fitEmbed() {
    const style = getComputedStyle(root);
    const rem = parseFloat(style.fontSize);
    const room = parseFloat(style.getPropertyValue("--turn-room")) || 0;
    const panel = parseFloat(style.getPropertyValue("--panel")) || 12 * rem;
    const [width, height] = [innerWidth - rem, innerHeight - rem]; // inside the padding
    const box = (roomWidth, roomHeight, aspect) => {
      const w = Math.max(0, Math.min(roomWidth, roomHeight * aspect));
      return { aspect, area: (w * w) / aspect };
    };
    const largest = (roomWidth, roomHeight) => {
      const [inWide, inNarrow] = [wide, narrow].map((a) => box(roomWidth, roomHeight, a));
      return inWide.area >= inNarrow.area ? inWide : inNarrow;
    };
    const beside = largest(width - 0.5 * rem - panel, height);
    const above = largest(width, height - room);
    const roomy = innerWidth > 760 || above.area <= 1.15 * beside.area;
    const [layout, chosen] = roomy ? ["beside", beside] : ["above", above];
    root.dataset.layout = layout;
    root.style.setProperty("--fit-aspect", chosen.aspect);
    const poster = document.getElementById("poster");
    const shape = chosen.aspect === wide ? "wide" : "narrow";
    poster.dataset.poster = `${id}-${shape}-${game.picture}`;
    i18n.poster(poster);
  }
})();
