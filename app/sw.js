// The phone app's service worker: keeps this build's files for offline use, and carries the
// page's requests to Soloist's web app, which runs in the page's own worker (worker.js).
//
// scripts/build-app.sh writes BUILD (a digest of every file), FILES (what to keep) and BYTES
// (their size) below. A new build is a new service worker: it fetches the new files beside
// the old ones and waits; the page then says an update is ready, and the person restarts
// when they choose (saves live in their own files, which no update touches).
//
// A disk too full for the new build's files must not take the old ones with it: a write the
// Cache Storage cannot complete makes Chromium delete the whole site's storage, saved games
// included. So an update first makes sure there is room, by writing as many bytes to a file
// of its own (a write there that finds no room only fails), and waits for a later start
// when there is not.
const BUILD = "__BUILD__";
const FILES = __FILES__;
const BYTES = __BYTES__;
const CACHE = `soloist-app-${BUILD}`;
const base = new URL(self.registration.scope).pathname;
const kept = new Set(FILES);

// Room for `bytes` on the disk, or an error: that many written to a file of its own, then
// removed (a write there that finds no room only fails).
async function room(bytes) {
  if (!navigator.storage || !navigator.storage.getDirectory) return;  // no way to tell
  const folder = await navigator.storage.getDirectory();
  const probe = await folder.getFileHandle("room-for-an-update", { create: true });
  if (typeof probe.createWritable !== "function") return;
  try {
    const writing = await probe.createWritable();
    const chunk = new Uint8Array(1 << 20);
    for (let written = 0; written < bytes; written += chunk.length) await writing.write(chunk);
    await writing.close();
  } finally {
    await folder.removeEntry("room-for-an-update").catch(() => {});
  }
}

// Installing keeps every file of this build. On the first visit the page's worker has kept
// the large ones already (worker.js): only the rest is fetched, from the browser's own cache
// when the page has just loaded it (a first install has no older build whose copies could be
// there). An update fetches every file anew.
self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const first = !(await caches.keys()).some((name) => name.startsWith("soloist-app-") && name !== CACHE);
    if (!first) await room(2 * BYTES);  // an update: only with room for it beside the old
    const cache = await caches.open(CACHE);
    await Promise.all(FILES.map(async (file) => {
      if (await cache.match(base + file)) return;
      const response = await fetch(new Request(base + file, { cache: first ? "force-cache" : "reload" }));
      if (!response.ok) throw new Error(`${file}: ${response.status}`);
      await cache.put(base + file, response);
    }));
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith("soloist-app-") && name !== CACHE) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

self.addEventListener("message", (event) => {
  if (event.data === "update") self.skipWaiting();
  if (event.data === "build" && event.source) event.source.postMessage({ type: "build", build: BUILD });
});

// The shell (index.html) for every page address: the app fills it in once it runs. Its
// relative addresses are made to resolve from the app's own folder.
async function shell() {
  const cached = await caches.match(base + "index.html", { cacheName: CACHE });
  const text = await (cached || await fetch(base + "index.html")).text();
  return new Response(text.replace("<head>", `<head><base href="${base}">`), {
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
  });
}

async function relay(event, url) {
  const request = event.request;
  let client = event.clientId ? await self.clients.get(event.clientId) : null;
  if (!client) {  // a file opened or saved from a page: the page it was opened from
    const windows = await self.clients.matchAll({ type: "window" });
    client = windows.find((window) => window.focused) || windows[0];
  }
  if (!client) return new Response("Soloist is not running: open it again.", { status: 503 });
  const body = request.method === "GET" || request.method === "HEAD" ? null : await request.arrayBuffer();
  const headers = [];
  request.headers.forEach((value, name) => headers.push([name, value]));
  // The page's language follows the phone's (a service worker's request has no
  // Accept-Language of its own): the app chooses among its languages by it.
  if (!request.headers.has("accept-language") && self.navigator.languages) {
    headers.push(["accept-language", self.navigator.languages.join(",")]);
  }
  const channel = new MessageChannel();
  const answered = new Promise((resolve) => { channel.port1.onmessage = (message) => resolve(message.data); });
  client.postMessage({ type: "soloist-request", method: request.method, url: url.pathname + url.search,
                       headers, body }, [channel.port2]);
  const answer = await answered;
  const status = answer.status;
  const nullBody = status === 204 || status === 304 || (status >= 300 && status < 400 && !answer.body.byteLength);
  return new Response(nullBody ? null : answer.body, { status, headers: answer.headers });
}

self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (url.origin !== self.location.origin || !url.pathname.startsWith(base)) return;
  const relative = url.pathname.slice(base.length);
  if (kept.has(relative)) {
    event.respondWith(caches.match(base + relative, { cacheName: CACHE })
      .then((found) => found || fetch(event.request)));
  } else if (event.request.mode === "navigate" && event.request.method === "GET" &&
             !relative.split("/").pop().includes(".")) {
    event.respondWith(shell());  // a page (a file, such as a backup being saved, is the app's)
  } else {
    event.respondWith(relay(event, url));
  }
});
