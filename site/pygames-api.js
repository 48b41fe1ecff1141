// window.pygames: the page's small API for tests and embedding pages.
//
// It exists before Python starts so callers can await `ready`; Python connects
// the bridge once the board is interactive. Every call returns plain JSON values.
//
// A page with no game to play (an unknown id, a game without a board yet) still
// answers: boot.js says why with _noGame() before Python starts, `ready` resolves
// once the page is settled (Python's _connect(null) on the play page, boot.js's on
// the embed page, which never starts Python), and every call returns
// { ok: false, game: null, error: "no game here: ..." } instead of throwing.
//
// Events: Python reports "ready", "move", "hint" (a hint shown, its move not played)
// and "over". Each becomes a "pygames:<event>" DOM event on window (detail = the data)
// and, when the page sits in an iframe, a message to the embedding window:
//   { source: "pygames", event: "move", game: "offboard", move: "C3>NE", player: 0 }
// The embedding window may send { source: "pygames", id, call: "state" | "legal" |
// "play" | "undo" | "newGame", args: [...] } and gets { source: "pygames", id, result } back.
// undo() takes back the last person's move as the page's Undo does, never across a roll,
// a draw or a tile turned up; it answers { ok, error } like play().
// Messages from any other window are ignored.
(() => {
  // The embedding window, if any, and its origin as far as the referrer tells it.
  const embedder = window.parent !== window ? window.parent : null;
  let embedderOrigin = "*";
  try {
    if (document.referrer) embedderOrigin = new URL(document.referrer).origin;
  } catch {
    // no usable referrer: events go to the parent window whatever its origin
  }

  let bridge = null;
  let noGame = null; // the answer to every call on a page without a game
  let resolveReady;
  const ready = new Promise((resolve) => { resolveReady = resolve; });
  const call = (name, ...args) => {
    if (noGame) return { ...noGame };
    if (!bridge) throw new Error("pygames is not ready yet: await window.pygames.ready");
    return JSON.parse(bridge[name](...args));
  };
  const api = {
    ready,
    state: () => call("state"),
    legal: () => call("legal"),
    play: (notation) => call("play", String(notation)),
    undo: () => call("undo"),
    newGame: (options = {}) => call("new_game", JSON.stringify(options)),
    load: (record) => call("load", typeof record === "string" ? record : JSON.stringify(record)),
    // A game with friends: the fragment (f1.…) of the link it sends now, or null.
    friendLink: () => call("friend_link"),
    // A challenge: the fragment (c1.…) of the link this device's race sends now, or null.
    challengeLink: () => call("challenge_link"),
    _noGame: (why) => { noGame = { ok: false, game: null, error: "no game here: " + why }; },
    _connect: (pythonBridge) => {
      bridge = pythonBridge;
      if (!bridge && !noGame) api._noGame("this page has no game to play");
      resolveReady();
    },
    _emit: (event, json) => {
      const detail = JSON.parse(json);
      dispatchEvent(new CustomEvent("pygames:" + event, { detail }));
      if (embedder) embedder.postMessage({ source: "pygames", event, ...detail }, embedderOrigin);
    },
  };
  window.pygames = api;

  const CALLS = new Set(["state", "legal", "play", "undo", "newGame"]);

  addEventListener("message", async (event) => {
    const message = event.data;
    if (!embedder || event.source !== embedder) return;
    if (embedderOrigin !== "*" && event.origin !== embedderOrigin) return;
    if (!message || message.source !== "pygames" || !CALLS.has(message.call)) return;
    let reply;
    try {
      await ready;
      reply = { result: api[message.call](...(Array.isArray(message.args) ? message.args : [])) };
    } catch (error) {
      reply = { error: String(error.message || error) };
    }
    event.source.postMessage({ source: "pygames", id: message.id, ...reply }, event.origin);
  });
})();
