// The service worker: the whole site, precached at install, served with the network off.
//
// build.py replaces the manifest below with every file of the build and its
// SHA-256, and the version derived from them, so any change to any file makes
// a new sw.js and the browser installs it. Each version has its own cache and
// pages are served from one cache only, so a page never mixes files of two
// builds. A file whose bytes do not match the manifest (a deploy half done)
// fails the install, which the browser retries on a later visit. A new version
// waits until the page's "reload" prompt tells it to take over.

const MANIFEST = /* manifest, written by build.py */ { version: "dev", files: {} };
const PREFIX = "pygames-";
const CACHE = PREFIX + MANIFEST.version;

self.addEventListener("install", (event) => {
  event.waitUntil(precache());
});

self.addEventListener("activate", (event) => {
  event.waitUntil(dropOldCaches().then(() => self.clients.claim()));
});

self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "take-over") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== "GET" || url.origin !== self.location.origin) return;
  event.respondWith(serve(event.request, url));
});

async function precache() {
  const cache = await caches.open(CACHE);
  await Promise.all(
    Object.entries(MANIFEST.files).map(async ([path, hash]) => {
      const url = new URL(path, self.registration.scope);
      const response = (await unchanged(url, hash)) || (await download(url, hash));
      await cache.put(url, response);
    }),
  );
}

// A file an older version already holds with the right bytes is not downloaded again.
async function unchanged(url, hash) {
  const response = await caches.match(url);
  if (response && (await sha256(response.clone())) === hash) return response;
  return null;
}

// The page has usually just fetched the file, so the HTTP cache's copy is tried first;
// only a copy with the wrong bytes sends the worker to the server.
async function download(url, hash) {
  for (const cache of ["force-cache", "no-cache"]) {
    const response = await fetch(url, { cache });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    if ((await sha256(response.clone())) === hash) return response;
  }
  throw new Error(`${url} is not the file this version was built with`);
}

async function sha256(response) {
  const digest = await crypto.subtle.digest("SHA-256", await response.arrayBuffer());
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

async function dropOldCaches() {
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => name.startsWith(PREFIX) && name !== CACHE).map((name) => caches.delete(name)),
  );
}

// Query strings (play.html?game=...) choose what a page shows, never which file it is.
async function serve(request, url) {
  const cache = await caches.open(CACHE);
  const path = url.pathname.endsWith("/") ? new URL("index.html", url) : request;
  const cached = await cache.match(path, { ignoreSearch: true });
  return cached || fetch(request);
}
