// The phone app's Python: Soloist's web app running in this Web Worker on Pyodide.
//
// The page (boot.js) hands over each request its service worker relays; this worker asks
// the app (soloist.web.phone.PhoneHost, the same Starlette app `soloist serve` runs) and
// answers. It only carries requests and stores bytes: it renders nothing of its own.
//
// Saves: the SQLite file lives in this worker's memory. After each request it is written,
// if it changed, to the origin private file system in two slots (saves.js): the new copy
// beside the last good one, flushed to disk, and only then does the page get its answer: an
// answer it shows is kept. Requests of all tabs take turns on one lock, and a tab re-reads
// the file when another one saved since, so two tabs meet the same "answered in another
// window" as two on a server. A write the browser refuses (no room left, a private window)
// is rolled back here too: the last good copy stays, and the app says why.
//
// A backup brought in is checked here, in JavaScript, before the runtime sees its bytes
// (bounds.js): too large, nested too deep, or a number too long is refused at once.
import { loadPyodide } from "./pyodide/pyodide.mjs";
import { backupProblem } from "./bounds.js";
import { Saves, refusal, savesInIndexedDB } from "./saves.js";

const here = new URL(".", self.location.href);
// Where the app lives ("/app"), from the page: this worker's own address may be that of
// the copy the service worker kept.
let PREFIX = "";
let configured;
const configuration = new Promise((resolve) => { configured = resolve; });
const DATABASE = "/soloist/soloist.sqlite3";
const LOCK = "soloist-saves";
const timings = {};
let py = null;
let host = null;
let saves = null;
let storageProblem = null;
let bounds = null;

function since(start) { return Math.round(performance.now() - start); }

// -- starting ------------------------------------------------------------------------------

// Soloist and its libraries: packages.bundle, one Zstandard frame (app/unpack.py says its
// form). The first start of a build unpacks it in a worker of its own (unzstd.js) while this
// one starts the runtime, and keeps what it unpacked (in the browser's cache, by the bundle's
// digest): a later start reads that as it is. Either way it is installed while the runtime
// starts. Where that worker cannot be had, the runtime's own Zstandard unpacks it once the
// runtime is there.

// app/unpack.py (written in here by scripts/build-app.sh).
const UNPACK = "__UNPACK__";
const UNPACKED = "soloist-unpacked";

function install(raw, site, fs) {
  const length = new DataView(raw.buffer, raw.byteOffset).getUint32(0, true);
  const header = JSON.parse(new TextDecoder().decode(raw.subarray(4, 4 + length)));
  let offset = 4 + length;
  const made = new Set();
  for (const [path, size] of header.files) {
    const full = `${site}/${path}`;
    const folder = full.slice(0, full.lastIndexOf("/"));
    if (!made.has(folder)) { fs.mkdirTree(folder); made.add(folder); }
    fs.writeFile(full, raw.subarray(offset, offset + size), { canOwn: true });
    offset += size;
  }
}

async function keptUnpacked(packed) {
  // Where this bundle's unpacked bytes are kept, and those bytes if they are (else null).
  // (No digest or no cache here, a page not served over HTTPS or a private window: the
  // bundle is unpacked at each start.)
  try {
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", packed));
    const key = new URL(`unpacked/${Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("")}`,
                        here).href;
    const found = await (await caches.open(UNPACKED)).match(key);
    return { key, raw: found ? new Uint8Array(await found.arrayBuffer()) : null };
  } catch (error) {
    return { key: null, raw: null };
  }
}

function decoder() {
  // A worker of its own that unpacks the bundle (unzstd.js), started at once so that it is
  // ready when the bundle has come. `ready` settles true once it can unpack (it says so),
  // false if it cannot be had or fails to load (the browser's error event); `answer` is
  // the unpacked bytes and how long it took there, or null if it failed. Where it is not
  // ready, the runtime unpacks the bundle itself once it is there.
  const state = { helper: null, ready: Promise.resolve(false), answer: Promise.resolve(null) };
  let helper;
  try {
    helper = new Worker(new URL("unzstd.js", here), { type: "module" });
  } catch (error) {
    return state;
  }
  let said;
  let answered;
  state.helper = helper;
  state.ready = new Promise((resolve) => { said = resolve; });
  state.answer = new Promise((resolve) => { answered = resolve; });
  helper.onmessage = ({ data }) => {
    if (data.loaded) {
      said(true);
      return;
    }
    helper.terminate();
    answered(data.buffer ? { raw: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
                             took: data.took } : null);
  };
  helper.onerror = (event) => {
    if (event && event.preventDefault) event.preventDefault();
    helper.terminate();
    said(false);
    answered(null);
  };
  return state;
}

async function keepUnpacked(key, raw) {
  if (!key) return;
  try {
    const cache = await caches.open(UNPACKED);
    for (const old of await cache.keys()) await cache.delete(old);  // an older build's
    await cache.put(key, new Response(raw));
  } catch (error) {
    // Not kept: the next start unpacks the bundle again.
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
  // The saves are read while the runtime starts, and written into its files once it is there.
  const reading = (async () => {
    const opened = await Saves.open(null, DATABASE);
    await locked(() => opened.holding((handles) => opened.load(handles, savesInIndexedDB)));
    return opened;
  })();
  reading.catch(() => {});  // (met below)
  const configured = await configuration;
  PREFIX = configured.prefix;
  if (configured.keep) keepWhatIsFetched(configured.keep);
  const begin = performance.now();
  const unpacker = decoder();
  const packages = fetch(new URL("packages.bundle", here)).then(async (response) => {
    if (!response.ok) throw new Error(`packages.bundle: ${response.status}`);
    const packed = await response.arrayBuffer();
    const kept = await keptUnpacked(packed);
    if (kept.raw) {
      if (unpacker.helper) unpacker.helper.terminate();
    } else if (unpacker.helper) {
      unpacker.helper.postMessage(packed);  // (a copy: the runtime unpacks these if it fails)
    }
    return { packed, ...kept };
  });
  let site = null;
  let mark = 0;
  let installed = false;
  py = await loadPyodide({
    indexURL: new URL("pyodide/", here).href, stdout: () => {}, stderr: (line) => console.warn(line),
    fsInit: async (fs, { sitePackages }) => {
      site = sitePackages;
      const bundle = await packages;
      let raw = bundle.raw;  // unpacked at an earlier start
      if (!raw && await unpacker.ready) {  // this build's first start: unpacked beside this worker
        const beside = await unpacker.answer;
        if (beside) {
          timings.unpacking = beside.took;
          raw = beside.raw;
          keepUnpacked(bundle.key, raw);
        }
      }
      if (raw) {
        mark = performance.now();
        install(raw, site, fs);
        installed = true;
        timings.packages = since(mark);
      }
    },
  });
  timings.runtime = since(begin) - (timings.packages || 0);
  const bundle = await packages;
  if (!installed) {  // this build's first start, with no worker unpacking it beside this one
    if (unpacker.helper) unpacker.helper.terminate();
    mark = performance.now();
    py.FS.writeFile("/tmp/packages.bundle", new Uint8Array(bundle.packed), { canOwn: true });
    const unpacking = py.globals.get("dict")();
    py.runPython(UNPACK, { globals: unpacking });
    const unpack = unpacking.get("unpack");
    unpack("/tmp/packages.bundle", "/tmp/packages.raw");
    unpack.destroy();
    unpacking.destroy();
    const raw = py.FS.readFile("/tmp/packages.raw");
    py.FS.unlink("/tmp/packages.raw");
    install(raw, site, py.FS);
    py.runPython("import importlib; importlib.invalidate_caches()");
    keepUnpacked(bundle.key, raw);
    timings.packages = since(mark);
  }
  if (configured.keep) {
    Promise.all(keeping).then(() => postMessage({ type: "fetched" }),
                              (error) => postMessage({ type: "fetched", error: String(error) }));
  }
  mark = performance.now();
  try {
    saves = await reading;
    saves.attach(py.FS);
  } catch (error) {
    storageProblem = "unavailable";  // nothing can be kept here (a private window)
    saves = null;
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

def backup_refused(why):
    return answer(*host.backup_refused(why))

def bounds():
    from soloist.store.backup_limit import DEEPEST, LONGEST_NUMBER, MAX_BYTES
    return to_js([MAX_BYTES, DEEPEST, LONGEST_NUMBER])
`);
  host = py.globals;
  bounds = host.get("bounds")();
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

function locked(work) {
  return navigator.locks ? navigator.locks.request(LOCK, work) : work();
}

async function handle(message) {
  await started;
  if (message.method === "POST" && message.url.split("?")[0] === `${PREFIX}/backup`) {
    const headers = new Map(message.headers.map(([name, value]) => [name.toLowerCase(), value]));
    const why = backupProblem(new Uint8Array(message.body || 0), headers.get("content-type"), bounds);
    if (why) return response(host.get("backup_refused")(why));
  }
  if (storageProblem && message.method !== "GET") {
    return response(host.get("refused")(storageProblem));
  }
  if (!saves) return carry(message);
  return locked(() => saves.holding(async (handles) => {
    const began = performance.now();
    if (await saves.refresh(handles)) host.get("host").reopen();
    const asked = performance.now();
    const answered = await carry(message);
    const saving = performance.now();
    try {
      saves.save(handles);
      measured(message, began, asked, saving);
    } catch (error) {
      saves.revert();
      host.get("host").reopen();
      return response(host.get("refused")(refusal(error)));
    }
    return answered;
  }));
}

// How long the last requests took here, for bench/bench_app.py: reading the file again when
// another tab saved, the app's answer, and writing it to its slot (milliseconds).
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

// Once a page is sent, the rules of the game it leads to are imported while the person reads
// it (soloist.web.phone's prepare): the answer that starts or resumes the game does not wait.
// How long each preparation took (milliseconds), for bench/bench_app.py.
self.soloistPrepared = [];
function prepare(message) {
  queue = queue.then(() => started).then(() => {
    const began = performance.now();
    host.get("host").prepare(message.method, message.url);
    const took = Math.round(performance.now() - began);
    if (took > 0) self.soloistPrepared.push({ url: message.url, took });
    if (self.soloistPrepared.length > 100) self.soloistPrepared.shift();
  }).catch((error) => console.warn("Soloist will load the game's rules when it starts:", error));
}
// Settles once the worker has done all it was given (the benchmark taps as a person does, once
// the page it reads is ready and the worker has prepared what it leads to).
self.soloistSettled = () => queue.then(() => true, () => true);

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
    prepare(message);
  } else if (message.type === "start") {
    configured(message);
  } else if (message.type === "status") {
    started.then(
      () => postMessage({ type: "ready", timings, storage: storageProblem }),
      (error) => postMessage({ type: "failed", error: String(error && error.message || error) }));
  }
};
