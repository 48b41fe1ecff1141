// Runs at the end of the play and embed pages' body, before Python: fills in the
// texts, the game's title, picture and board shape, and starts the runtime. The play page loads
// the runtime from its <head>; the embed page waits for the reader to press Play,
// so a blog post with embeds downloads nothing heavy until someone wants to play.
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
  document.getElementById("loading-title").textContent = window.PYGAMES_TITLES[id];
  document.getElementById("poster").src = "posters/" + id + ".svg";
  addEventListener("py:ready", () => {
    const status = document.getElementById("loading-text");
    status.dataset.text = "page.setting_up";
    status.textContent = i18n.text("page.setting_up");
  });

  const startRuntime = () => {
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
    const play = document.getElementById("start-play");
    play.hidden = false;
    play.addEventListener("click", startRuntime, { once: true });
  }
})();
