// The phone app's Python: Soloist's web app running in this Web Worker on Pyodide.
//
// The page (boot.js) hands over each request its service worker relays; this worker asks
// the app (soloist.web.phone.PhoneHost, the same Starlette app `soloist serve` runs) and
// answers. It only carries requests and stores bytes: it renders nothing of its own.
//
// Saves: the SQLite file lives in this worker's memory. After each request the pages of
// the file that changed are written to IndexedDB in one transaction (strict durability),
// and only then does the page get its answer: an answer it shows is kept. Requests of all
// tabs take turns on one lock, and a tab re-reads the file when another one saved since,
// so two tabs meet the same "answered in another window" as two on a server. A write the
// browser refuses (storage full, a private window) is rolled back here too: nothing is
// half-written, and the app says why.
import { loadPyodide } from "./pyodide/pyodide.mjs";

const here = new URL(".", self.location.href);
// Where the app lives ("/app"), from the page: this worker's own address may be that of
// the copy the service worker kept.
let PREFIX = "";
let configured;
const configuration = new Promise((resolve) => { configured = resolve; });
const DATABASE = "/soloist/soloist.sqlite3";
const PAGE = 4096;
const LOCK = "soloist-saves";
const timings = {};
let py = null;
let host = null;
let storage = null;
let storageProblem = null;

function since(start) { return Math.round(performance.now() - start); }

// -- the browser's storage: the database file as pages in IndexedDB ----------------------

function request(idbRequest) {
  return new Promise((resolve, reject) => {
    idbRequest.onsuccess = () => resolve(idbRequest.result);
    idbRequest.onerror = () => reject(idbRequest.error);
  });
}

function done(transaction) {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error || new DOMException("aborted", "AbortError"));
  });
}

class Storage {
  static async open() {
    const opening = indexedDB.open("soloist", 1);
    opening.onupgradeneeded = () => {
      opening.result.createObjectStore("pages");
      opening.result.createObjectStore("meta");
    };
    const db = await request(opening);
    return new Storage(db);
  }

  constructor(db) {
    this.db = db;
    this.version = 0;
    this.saved = new Uint8Array(0);
  }

  async meta() {
    const transaction = this.db.transaction("meta", "readonly");
    return (await request(transaction.objectStore("meta").get("database"))) || { version: 0, size: 0 };
  }

  // Read the whole file (at start, or after another tab saved) into the worker's memory.
  async load() {
    const transaction = this.db.transaction(["pages", "meta"], "readonly");
    const [meta, keys, pages] = await Promise.all([
      request(transaction.objectStore("meta").get("database")),
      request(transaction.objectStore("pages").getAllKeys()),
      request(transaction.objectStore("pages").getAll()),
    ]);
    const size = meta ? meta.size : 0;
    const file = new Uint8Array(size);
    keys.forEach((number, index) => {
      const page = new Uint8Array(pages[index]);
      file.set(page.subarray(0, Math.max(0, Math.min(PAGE, size - number * PAGE))), number * PAGE);
    });
    py.FS.mkdirTree("/soloist");
    for (const leftover of ["-journal", "-wal", "-shm"]) {
      try { py.FS.unlink(DATABASE + leftover); } catch (e) { /* none */ }
    }
    if (size) {
      py.FS.writeFile(DATABASE, file);
    } else {
      try { py.FS.unlink(DATABASE); } catch (e) { /* none yet */ }
    }
    this.saved = file;
    this.version = meta ? meta.version : 0;
  }

  // Another tab saved since this one read the file: read it again.
  async refresh() {
    const meta = await this.meta();
    if (meta.version === this.version) return false;
    await this.load();
    return true;
  }

  // Write the pages that changed since the last save, all in one transaction.
  async save() {
    let now;
    try { now = py.FS.readFile(DATABASE); } catch (e) { now = new Uint8Array(0); }
    const before = this.saved;
    const changed = [];
    const count = Math.ceil(now.length / PAGE);
    for (let number = 0; number < count; number++) {
      const start = number * PAGE;
      const end = Math.min(start + PAGE, now.length);
      if (end > before.length || !same(now, before, start, end)) changed.push(number);
    }
    const oldCount = Math.ceil(before.length / PAGE);
    if (!changed.length && count === oldCount && now.length === before.length) return false;
    const transaction = this.db.transaction(["pages", "meta"], "readwrite", { durability: "strict" });
    const pages = transaction.objectStore("pages");
    for (const number of changed) {
      pages.put(now.slice(number * PAGE, Math.min((number + 1) * PAGE, now.length)).buffer, number);
    }
    if (oldCount > count) pages.delete(IDBKeyRange.bound(count, oldCount, false, true));
    const version = this.version + 1;
    transaction.objectStore("meta").put({ version, size: now.length, saved: Date.now() }, "database");
    await done(transaction);
    this.saved = now;
    this.version = version;
    return true;
  }

  // A save the browser refused: the file goes back to what is stored.
  revert() {
    if (this.saved.length) py.FS.writeFile(DATABASE, this.saved);
    else try { py.FS.unlink(DATABASE); } catch (e) { /* none */ }
  }
}

function same(a, b, start, end) {
  for (let i = start; i < end; i++) if (a[i] !== b[i]) return false;
  return true;
}

function refusal(error) {
  const name = error && error.name;
  return name === "QuotaExceededError" ? "full" : "unavailable";
}

// -- starting ------------------------------------------------------------------------------

async function unpack(response) {
  let bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) {  // gzip (a host may have unpacked it already)
    const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
    bytes = new Uint8Array(await new Response(stream).arrayBuffer());
  }
  const length = new DataView(bytes.buffer, bytes.byteOffset).getUint32(0, true);
  const header = JSON.parse(new TextDecoder().decode(bytes.subarray(4, 4 + length)));
  return { header, data: bytes.subarray(4 + length) };
}

function install(bundle, site, fs) {
  let offset = 0;
  const made = new Set();
  for (const [path, size] of bundle.header.files) {
    const full = `${site}/${path}`;
    const folder = full.slice(0, full.lastIndexOf("/"));
    if (!made.has(folder)) { fs.mkdirTree(folder); made.add(folder); }
    fs.writeFile(full, bundle.data.subarray(offset, offset + size), { canOwn: true });
    offset += size;
  }
}

// The first visit (no service worker yet): what this worker downloads is kept in the
// service worker's cache for this build as it arrives, and the page registers the service
// worker once it is all here (the "fetched" message). The service worker then finds these
// files kept: the app starts while it installs, and nothing is downloaded twice.
const keeping = [];
function keepWhatIsFetched(build) {
  const network = self.fetch.bind(self);
  const cache = caches.open(`soloist-app-${build}`);
  self.fetch = async (input, init) => {
    const response = await network(input, init);
    const url = new URL(input instanceof Request ? input.url : String(input), here);
    if (response.ok && url.href.startsWith(here.href) && !url.search) {
      const copy = response.clone();
      keeping.push(cache.then((kept) => kept.put(url.href, copy)));
    }
    return response;
  };
}

async function start() {
  const configured = await configuration;
  PREFIX = configured.prefix;
  if (configured.keep) keepWhatIsFetched(configured.keep);
  const begin = performance.now();
  const packages = fetch(new URL("packages.bundle", here)).then((response) => {
    if (!response.ok) throw new Error(`packages.bundle: ${response.status}`);
    return unpack(response);
  });
  let mark = 0;
  py = await loadPyodide({
    indexURL: new URL("pyodide/", here).href, stdout: () => {}, stderr: (line) => console.warn(line),
    // Soloist and its libraries are unpacked into site-packages as the runtime starts.
    fsInit: async (fs, { sitePackages }) => {
      const bundle = await packages;
      mark = performance.now();
      install(bundle, sitePackages, fs);
      timings.packages = since(mark);
    },
  });
  timings.runtime = since(begin) - (timings.packages || 0);
  if (configured.keep) {
    Promise.all(keeping).then(() => postMessage({ type: "fetched" }),
                              (error) => postMessage({ type: "fetched", error: String(error) }));
  }
  mark = performance.now();
  try {
    storage = await Storage.open();
    await storage.load();
  } catch (error) {
    storageProblem = refusal(error);
    storage = null;
    py.FS.mkdirTree("/soloist");
  }
  timings.storage = since(mark);
  mark = performance.now();
  py.globals.set("DATABASE", DATABASE);
  py.globals.set("PREFIX", PREFIX);
  py.globals.set("HOST", self.location.host);
  await py.runPythonAsync(`
from pyodide.ffi import to_js
from soloist.web.phone import PhoneHost
host = PhoneHost(DATABASE, PREFIX, HOST)

def answer(status, headers, body):
    return to_js([status, [list(pair) for pair in headers], body])

async def carry(method, target, headers, body):
    return answer(*await host.handle(method, target, [(str(name), str(value)) for name, value in headers],
                                     body.to_bytes()))

def refused(why):
    return answer(*host.storage_refused(why))
`);
  host = py.globals;
  timings.imports = since(mark);
  timings.total = since(begin);
}

const started = start();
started.catch(() => postMessage({ type: "fetched" }));  // (the page then hears why)

// -- requests ------------------------------------------------------------------------------

function response([status, headers, body]) {
  const bytes = body instanceof Uint8Array ? body : new Uint8Array(body);
  return { status, headers, body: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) };
}

async function carry(message) {
  const body = new Uint8Array(message.body || 0);
  return response(await host.get("carry")(message.method, message.url, message.headers, body));
}

async function handle(message) {
  await started;
  if (storageProblem && message.method !== "GET") {
    return response(host.get("refused")(storageProblem));
  }
  if (!storage) return carry(message);
  const work = async () => {
    const began = performance.now();
    if (await storage.refresh()) host.get("host").reopen();
    const asked = performance.now();
    const answered = await carry(message);
    const saving = performance.now();
    try {
      await storage.save();
      measured(message, began, asked, saving);
    } catch (error) {
      storage.revert();
      host.get("host").reopen();
      return response(host.get("refused")(refusal(error)));
    }
    return answered;
  };
  return navigator.locks ? navigator.locks.request(LOCK, work) : work();
}

// How long the last requests took here, for bench/bench_app.py: reading the file again when
// another tab saved, the app's answer, and writing it to IndexedDB (milliseconds).
self.soloistRequests = [];
function measured(message, began, asked, saving) {
  const now = performance.now();
  self.soloistRequests.push({ method: message.method, url: message.url, read: Math.round(asked - began),
                              app: Math.round(saving - asked), save: Math.round(now - saving) });
  if (self.soloistRequests.length > 100) self.soloistRequests.shift();
}

// One request at a time, in the order they came (the app is not made to be re-entered).
let queue = Promise.resolve();

// Once the first page is on its way, the app itself is made (a phone with no saves yet got
// that page without it: soloist.web.phone's first_page) while the person reads the page.
let warmed = false;
function warm() {
  if (warmed) return;
  warmed = true;
  queue = queue.then(() => started).then(() => host.get("host").warm())
    .catch((error) => console.warn("Soloist will make its pages on the next request:", error));
}

self.onmessage = (event) => {
  const message = event.data;
  if (message.type === "request") {
    const port = event.ports[0];
    queue = queue.then(() => handle(message)).then(
      (answer) => port.postMessage(answer, [answer.body]),
      (error) => {
        console.error(error);
        const text = new TextEncoder().encode("Soloist could not answer this request.");
        port.postMessage({ status: 500, headers: [["content-type", "text/plain"]], body: text.buffer }, [text.buffer]);
      });
    warm();
  } else if (message.type === "start") {
    configured(message);
  } else if (message.type === "status") {
    started.then(
      () => postMessage({ type: "ready", timings, storage: storageProblem }),
      (error) => postMessage({ type: "failed", error: String(error && error.message || error) }));
  }
};
