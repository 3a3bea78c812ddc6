// The phone app's page: starts Soloist (the service worker that keeps it offline, the
// worker that runs its Python), passes the page's requests to it, and shows the app's own
// first page. After that, HTMX swaps each page in, as on the laptop; this file renders
// nothing but the words shown while Soloist starts.
(function () {
  "use strict";
  var script = document.currentScript;
  var base = new URL(".", script.src);
  var prefix = base.pathname.replace(/\/$/, "");
  var status = document.getElementById("boot-status");
  var began = performance.now();
  // The page's own addresses (icons, the manifest) resolve from the app's folder whatever
  // address the app shows later (a game's): the first visit's page, sent by the host, has
  // no <base> (the service worker's copy has one).
  if (!document.querySelector("base")) {
    var folder = document.createElement("base");
    folder.href = base.href;
    document.head.prepend(folder);
  }

  function say(text) { if (status) status.textContent = text; }

  window.soloist = { started: null, failed: null, build: null };

  if (!("serviceWorker" in navigator) || !window.Worker || !window.indexedDB ||
      !window.DecompressionStream || !window.isSecureContext) {
    say("This browser cannot run Soloist on its own. Open it in a recent Chrome, Safari, " +
        "Firefox or Edge, at an https:// address.");
    window.soloist.failed = "unsupported";
    return;
  }

  function controlled() {
    if (navigator.serviceWorker.controller) return Promise.resolve();
    return new Promise(function (resolve) {
      navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true });
    });
  }

  // "An update is ready": a newer build waits until the person restarts Soloist.
  function offerUpdate(registration) {
    window.soloist.update = registration;
    document.documentElement.classList.add("update-ready");
    document.dispatchEvent(new CustomEvent("soloist:update-ready"));
  }
  document.addEventListener("click", function (event) {
    var button = event.target.closest && event.target.closest("[data-update]");
    if (!button || !window.soloist.update || !window.soloist.update.waiting) return;
    event.preventDefault();
    navigator.serviceWorker.addEventListener("controllerchange", function () {
      window.location.reload();
    }, { once: true });
    window.soloist.update.waiting.postMessage("update");
  });

  // The first visit: the worker starts at once and keeps what it downloads for the service
  // worker, which is registered when the worker has it all (so it fetches only the rest):
  // the app starts while it installs, and nothing is downloaded twice.
  async function firstVisitBuild() {
    if (navigator.serviceWorker.controller) return null;
    var response = await fetch(base.href + "build.json", { cache: "no-store" });
    if (!response.ok) return null;
    return (await response.json()).build;
  }

  // The worker starts at once, while the page loads the rest of itself.
  var worker = new Worker(base.href + "worker.js", { type: "module" });
  var building = firstVisitBuild().then(function (build) {
    worker.postMessage({ type: "start", prefix: prefix, keep: build });
    return build;
  });

  async function start() {
    say("Starting Soloist…");
    var build = await building;
    if (build) {
      say("Starting Soloist for the first time: keeping it on this phone…");
      await new Promise(function (resolve) {
        worker.addEventListener("message", function fetched(event) {
          if (event.data.type !== "fetched" && event.data.type !== "failed") return;
          worker.removeEventListener("message", fetched);
          resolve();
        });
      });
    }
    var kept = Math.round(performance.now() - began);
    var registration = await navigator.serviceWorker.register(base.href + "sw.js", { scope: base.href });
    // A newer build found while the page opened (or later) waits, installed: say so.
    function watch(newer) {
      if (!newer) return;
      var check = function () {
        if (newer.state === "installed" && navigator.serviceWorker.controller) offerUpdate(registration);
      };
      check();
      newer.addEventListener("statechange", check);
    }
    watch(registration.waiting);
    watch(registration.installing);
    registration.addEventListener("updatefound", function () { watch(registration.installing); });
    await controlled();
    var controlling = Math.round(performance.now() - began);

    navigator.serviceWorker.addEventListener("message", function (event) {
      var data = event.data;
      if (data && data.type === "soloist-request") {
        worker.postMessage({ type: "request", method: data.method, url: data.url, headers: data.headers,
                             body: data.body }, event.ports);
      } else if (data && data.type === "build") {
        window.soloist.build = data.build;
      }
    });
    navigator.serviceWorker.startMessages();
    navigator.serviceWorker.controller.postMessage("build");
    var ready = await new Promise(function (resolve) {
      worker.addEventListener("message", function (event) {
        if (event.data.type === "ready" || event.data.type === "failed") resolve(event.data);
      });
      worker.postMessage({ type: "status" });
    });
    if (ready.type === "failed") throw new Error(ready.error);
    var answering = Math.round(performance.now() - began);
    if (navigator.storage && navigator.storage.persist) navigator.storage.persist().catch(function () {});
    var path = window.location.pathname + window.location.search;
    await window.htmx.ajax("GET", path, { target: "body", swap: "innerHTML" });
    ready.timings.firstPage = Math.round(performance.now() - began);
    ready.timings.page = { kept: kept, controlled: controlling, ready: answering };
    window.soloist.started = ready.timings;
    registration.update().catch(function () { /* offline: the next start looks again */ });
    document.dispatchEvent(new CustomEvent("soloist:started"));
  }

  function whenHtmx() {
    if (window.htmx) return Promise.resolve();
    return new Promise(function (resolve) { document.addEventListener("DOMContentLoaded", resolve, { once: true }); });
  }

  whenHtmx().then(start).catch(function (error) {
    window.soloist.failed = String(error && error.message || error);
    say("Soloist could not start: " + window.soloist.failed + ". Reload the page to try again.");
  });
})();
