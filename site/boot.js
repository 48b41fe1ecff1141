// Runs at the end of the play and embed pages' body, before Python: fills in the
// texts, the game's title, picture and board shape, and starts the runtime. The play page loads
// the runtime from its <head>; the embed page waits for the reader to press Play,
// so a blog post with embeds downloads nothing heavy until someone wants to play.
(() => {
  const root = document.documentElement;
  const id = root.dataset.game || new URLSearchParams(location.search).get("game") || "";
  const known = Object.hasOwn(window.PYGAMES_TITLES, id);
  window.pygamesI18n.apply();
  if (known) {
    // The board's shape, before Python draws it, so nothing jumps when it starts.
    const [wide, narrow] = window.PYGAMES_ASPECTS[id];
    root.style.setProperty("--board-aspect", wide);
    root.style.setProperty("--board-aspect-narrow", narrow);
    document.getElementById("title").textContent = window.PYGAMES_TITLES[id];
    document.getElementById("loading-title").textContent = window.PYGAMES_TITLES[id];
    document.getElementById("poster").src = "posters/" + id + ".svg";
  }
  addEventListener("py:ready", () => {
    const status = document.getElementById("loading-text");
    status.dataset.text = "page.setting_up";
    status.textContent = window.pygamesI18n.text("page.setting_up");
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
