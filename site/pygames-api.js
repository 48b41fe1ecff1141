// window.pygames: the page's small API for tests and embedding pages.
// It exists before Python starts so callers can await `ready`; Python connects
// the bridge once the board is interactive. Every call returns plain JSON values.
(() => {
  let bridge = null;
  let resolveReady;
  const ready = new Promise((resolve) => { resolveReady = resolve; });
  const call = (name, ...args) => {
    if (!bridge) throw new Error("pygames is not ready yet: await window.pygames.ready");
    return JSON.parse(bridge[name](...args));
  };
  window.pygames = {
    ready,
    state: () => call("state"),
    legal: () => call("legal"),
    play: (notation) => call("play", String(notation)),
    newGame: (options = {}) => call("new_game", JSON.stringify(options)),
    load: (record) => call("load", typeof record === "string" ? record : JSON.stringify(record)),
    _connect: (pythonBridge) => { bridge = pythonBridge; resolveReady(); },
  };
})();
