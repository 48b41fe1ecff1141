// Registers the service worker (sw.js) so the site works offline after one visit,
// and offers a reload when a new version has been installed in the background.
// Pages include it with <script src="offline.js" defer>; on the embed page
// boot.js calls window.pygamesOffline() once the reader presses Play, because
// installing the worker downloads the whole site.
(() => {
  const start = () => {
    if (!("serviceWorker" in navigator)) return;
    const container = navigator.serviceWorker;
    const wasControlled = Boolean(container.controller);
    let reloading = false;
    container.addEventListener("controllerchange", () => {
      // The first install takes control silently; a new version reloads the page once.
      if (wasControlled && !reloading) {
        reloading = true;
        location.reload();
      }
    });
    container
      .register("sw.js")
      .then((registration) => {
        if (!registration) return; // blocked by the browser's settings
        if (registration.waiting && container.controller) offerReload(registration.waiting);
        registration.addEventListener("updatefound", () => {
          const worker = registration.installing;
          worker.addEventListener("statechange", () => {
            if (worker.state === "installed" && container.controller) offerReload(worker);
          });
        });
      })
      // Without a worker (private windows, some hosts) the site still plays, online only.
      .catch(() => {});
  };

  const offerReload = (worker) => {
    if (document.getElementById("update")) return;
    const text = (key, fallback) => (window.pygamesText ? window.pygamesText(key) : fallback);
    const bar = document.createElement("div");
    bar.id = "update";
    bar.className = "update";
    bar.dataset.testid = "update";
    bar.setAttribute("role", "status");
    const label = document.createElement("span");
    label.textContent = text("page.update.available", "A new version of pygames is ready.");
    const button = document.createElement("button");
    button.type = "button";
    button.dataset.testid = "update-reload";
    button.textContent = text("page.update.reload", "Reload");
    button.addEventListener("click", () => worker.postMessage({ type: "take-over" }));
    bar.append(label, button);
    document.body.append(bar);
  };

  // Install only once the page has what it needs: the worker then finds every file in
  // the HTTP cache (a revalidation each) instead of downloading the runtime a second time.
  const startWhenSettled = () => {
    if (window.pygames) window.pygames.ready.then(start);
    else if (document.readyState === "complete") start();
    else addEventListener("load", start, { once: true });
  };
  window.pygamesOffline = startWhenSettled;
  if (document.documentElement.dataset.mode !== "embed") startWhenSettled();
})();
