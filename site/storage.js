// What the page may keep between visits: window.pygamesStorage, localStorage's getItem,
// setItem and removeItem, which every page script and Python use instead of localStorage.
//
// Some browsers keep nothing for a page: a game embedded in another site while
// third-party site data is blocked (a browser setting; Chromium as the e2e tests launch
// it refused data to a frame of another site), or in a host page with no origin of its
// own. localStorage then throws and IndexedDB refuses to open. The page keeps its
// settings and game in memory instead, marks <html data-kept="nothing"> so the panel
// says a reload starts afresh, and gives PyScript an IndexedDB in memory: PyScript opens
// one while it starts (a cache for packages, which we do not use) and would otherwise
// never finish starting.
(() => {
  const localStore = () => {
    try {
      const store = window.localStorage;
      store.setItem("pygames:probe", "1");
      store.removeItem("pygames:probe");
      return store;
    } catch {
      return null; // denied, or full: nothing can be kept either way
    }
  };

  const memoryStore = () => {
    const items = new Map();
    return {
      getItem: (key) => (items.has(key) ? items.get(key) : null),
      setItem: (key, value) => void items.set(key, String(value)),
      removeItem: (key) => void items.delete(key),
    };
  };

  // The part of IndexedDB that PyScript's IDBMap uses, kept in memory: open (creating
  // stores on upgrade), transactions, and the store's requests, answered asynchronously
  // with a { target } event as the real ones are.
  const memoryIndexedDB = () => {
    const databases = new Map();
    const answer = (work, request = {}) => {
      setTimeout(() => {
        request.result = work();
        request.onsuccess?.({ type: "success", target: request });
      });
      return request;
    };
    const storeOf = (records) => ({
      get: (key) => answer(() => records.get(key)),
      getKey: (key) => answer(() => (records.has(key) ? key : undefined)),
      getAllKeys: () => answer(() => [...records.keys()].sort()),
      count: () => answer(() => records.size),
      put: (value, key) => answer(() => (records.set(key, value), key)),
      delete: (key) => answer(() => void records.delete(key)),
      clear: () => answer(() => void records.clear()),
    });
    const database = () => {
      const stores = new Map();
      return {
        get objectStoreNames() {
          return [...stores.keys()];
        },
        createObjectStore: (name) => stores.set(name, new Map()),
        transaction: () => ({ objectStore: (name) => storeOf(stores.get(name)) }),
        close: () => {},
      };
    };
    return {
      open(name) {
        const request = {};
        setTimeout(() => {
          const fresh = !databases.has(name);
          if (fresh) databases.set(name, database());
          request.result = databases.get(name);
          if (fresh) {
            request.transaction = {};
            request.onupgradeneeded?.({ type: "upgradeneeded", target: request });
            setTimeout(() => request.transaction.oncomplete?.());
          }
          request.onsuccess?.({ type: "success", target: request });
        });
        return request;
      },
    };
  };

  const kept = localStore();
  window.pygamesStorage = kept || memoryStore();
  if (!kept) {
    document.documentElement.dataset.kept = "nothing";
    Object.defineProperty(window, "indexedDB", { value: memoryIndexedDB(), configurable: true });
  }
})();
