// The phone app's saves: the SQLite file of the worker (every game and component), kept in
// the origin private file system in two slots, so that the last good copy is kept until
// the new one is written.
//
// Why not IndexedDB (where the saves were before): when the disk is full, a write that
// IndexedDB or the Cache Storage cannot complete makes Chromium delete the whole site's
// storage (every saved game, the app's files, its service worker), even with durable
// storage granted. A write to this file system that finds no room fails and changes
// nothing else (QuotaExceededError: "No space available").
//
// Each slot is the file's bytes followed by a 20-byte trailer: "soloist" and 1, the copy's
// generation, its length, and the version of the IndexedDB saves it was taken from (0). A
// save writes the pages that differ into the slot that does not hold the newest copy, flushes
// them to disk, then writes the trailer with the next generation and flushes again: a save
// cut short (no room, a crash) leaves that slot older or unreadable, and the other one, the
// last good copy, is read. Slots are opened for a request only, under the lock every tab
// takes (a sync access handle is the file's alone while it is open).
const FOLDER = "soloist";
const SLOTS = ["saves-1.sqlite3", "saves-2.sqlite3"];
const MAGIC = new Uint8Array([0x73, 0x6f, 0x6c, 0x6f, 0x69, 0x73, 0x74, 0x01]);  // "soloist" 1
const TRAILER = 20;
const PAGE = 4096;

function same(a, b, start, end) {
  for (let i = start; i < end; i++) if (a[i] !== b[i]) return false;
  return true;
}

function trailerOf(handle) {
  const size = handle.getSize();
  if (size < TRAILER) return null;
  const bytes = new Uint8Array(TRAILER);
  handle.read(bytes, { at: size - TRAILER });
  if (!same(bytes, MAGIC, 0, MAGIC.length)) return null;
  const view = new DataView(bytes.buffer);
  const found = { generation: view.getUint32(8), length: view.getUint32(12) };
  return found.length === size - TRAILER ? found : null;
}

// A write of all its bytes, or an error (a write cut short is no room left).
function write(handle, bytes, at) {
  if (handle.write(bytes, { at }) !== bytes.length) {
    throw new DOMException("No space available for this operation", "QuotaExceededError");
  }
}

function contentOf(handle, length) {
  const bytes = new Uint8Array(length);
  handle.read(bytes, { at: 0 });
  return bytes;
}

export class Saves {
  // `fs`: the runtime's file system (null until `attach`); `path`: where the worker keeps the
  // SQLite file.
  static async open(fs, path) {
    const root = await navigator.storage.getDirectory();
    const folder = await root.getDirectoryHandle(FOLDER, { create: true });
    const files = [];
    for (const name of SLOTS) files.push(await folder.getFileHandle(name, { create: true }));
    if (typeof files[0].createSyncAccessHandle !== "function") {
      throw new DOMException("this browser cannot write files for a site", "NotSupportedError");
    }
    return new Saves(fs, path, files);
  }

  constructor(fs, path, files) {
    this.fs = fs;
    this.path = path;
    this.files = files;
    this.newest = -1;        // the slot holding the newest copy (-1: none yet)
    this.generation = 0;
    this.saved = new Uint8Array(0);   // the newest copy kept
    this.older = [null, null];        // each slot's content as written (null: not known)
    this.fromIndexedDB = false;       // the copy read is an older build's, not moved yet
  }

  // Run `work(handles)` with both slots open (the caller holds the lock).
  async holding(work) {
    const handles = [];
    try {
      for (const file of this.files) handles.push(await file.createSyncAccessHandle());
      return await work(handles);
    } finally {
      for (const handle of handles) handle.close();
    }
  }

  // Read the newest copy into the worker's file; `legacy()` gives the saves an older build
  // kept in IndexedDB, read when no slot holds a copy yet (they are written here with the
  // first change, and only then deleted there; until then they stay where they are).
  async load(handles, legacy) {
    const found = handles.map(trailerOf);
    const newest = found[0] && (!found[1] || found[0].generation > found[1].generation) ? 0
      : found[1] ? 1 : -1;
    this.older = found.map((trailer, slot) => trailer ? contentOf(handles[slot], trailer.length) : null);
    this.newest = newest;
    this.generation = newest < 0 ? 0 : found[newest].generation;
    const before = newest < 0 && legacy ? await legacy() : null;
    this.fromIndexedDB = Boolean(before && before.length);
    this.saved = newest < 0 ? (before || new Uint8Array(0)) : this.older[newest];
    if (this.fs) this.put(this.saved);
  }

  // The runtime's file system, once it is there (the saves can be read before: `fs` null):
  // the copy read is written into it.
  attach(fs) {
    this.fs = fs;
    this.put(this.saved);
  }

  // Another tab saved since this one read the file: read it again (true).
  async refresh(handles) {
    const found = handles.map(trailerOf);
    const newest = Math.max(...found.map((trailer) => trailer ? trailer.generation : 0));
    if (newest === this.generation) return false;
    await this.load(handles, null);
    return true;
  }

  // Write the worker's file if it changed: into the slot not holding the newest copy, then
  // its trailer. An error (no room) leaves the newest copy as it was.
  save(handles) {
    const now = this.current();
    if (now.length === this.saved.length && same(now, this.saved, 0, now.length)) return false;
    const slot = this.newest === 0 ? 1 : 0;
    const handle = handles[slot];
    const before = this.older[slot];
    this.older[slot] = null;  // unknown until the trailer is written
    for (let start = 0; start < now.length; start += PAGE) {
      const end = Math.min(start + PAGE, now.length);
      if (!before || end > before.length || !same(now, before, start, end)) {
        write(handle, now.subarray(start, end), start);
      }
    }
    handle.truncate(now.length + TRAILER);
    handle.flush();
    const trailer = new Uint8Array(TRAILER);
    trailer.set(MAGIC);
    const view = new DataView(trailer.buffer);
    view.setUint32(8, this.generation + 1);
    view.setUint32(12, now.length);
    write(handle, trailer, now.length);
    handle.flush();
    this.older[slot] = now;
    this.newest = slot;
    this.generation += 1;
    this.saved = now;
    if (this.fromIndexedDB) {  // moved: the older build's copy is no longer read, its room freed
      this.fromIndexedDB = false;
      if (self.indexedDB) indexedDB.deleteDatabase("soloist");
    }
    return true;
  }

  // A save that failed: the worker's file goes back to the copy kept.
  revert() {
    this.put(this.saved);
  }

  current() {
    try { return this.fs.readFile(this.path); } catch (e) { return new Uint8Array(0); }
  }

  put(bytes) {
    const folder = this.path.slice(0, this.path.lastIndexOf("/"));
    this.fs.mkdirTree(folder);
    for (const leftover of ["-journal", "-wal", "-shm"]) {
      try { this.fs.unlink(this.path + leftover); } catch (e) { /* none */ }
    }
    if (bytes.length) this.fs.writeFile(this.path, bytes);
    else try { this.fs.unlink(this.path); } catch (e) { /* none yet */ }
  }
}

// The saves an older build kept in IndexedDB (the file in 4 KiB pages, and its size), or
// null: read, never written (opening it does not make it when there is none).
export async function savesInIndexedDB() {
  if (!self.indexedDB) return null;
  if (indexedDB.databases) {
    const names = (await indexedDB.databases()).map((database) => database.name);
    if (!names.includes("soloist")) return null;
  }
  const db = await new Promise((resolve) => {
    const opening = indexedDB.open("soloist");
    opening.onupgradeneeded = () => opening.transaction.abort();  // none: make none
    opening.onsuccess = () => resolve(opening.result);
    opening.onerror = () => resolve(null);
  });
  if (!db) return null;
  try {
    if (!db.objectStoreNames.contains("pages") || !db.objectStoreNames.contains("meta")) return null;
    const transaction = db.transaction(["pages", "meta"], "readonly");
    const read = (request) => new Promise((resolve, reject) => {
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const [meta, keys, pages] = await Promise.all([
      read(transaction.objectStore("meta").get("database")),
      read(transaction.objectStore("pages").getAllKeys()),
      read(transaction.objectStore("pages").getAll()),
    ]);
    const size = meta ? meta.size : 0;
    if (!size) return null;
    const file = new Uint8Array(size);
    keys.forEach((number, index) => {
      const page = new Uint8Array(pages[index]);
      file.set(page.subarray(0, Math.max(0, Math.min(PAGE, size - number * PAGE))), number * PAGE);
    });
    return file;
  } finally {
    db.close();
  }
}

// What a refused write was: "full" (no room), or "refused" (anything else).
export function refusal(error) {
  const said = `${error && error.name} ${error && error.message}`;
  return /Quota|space|full/i.test(said) ? "full" : "refused";
}
