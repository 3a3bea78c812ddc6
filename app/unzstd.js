// Unpacks the phone app's packages.bundle (one Zstandard frame: app/unpack.py says its form)
// in a worker of its own, with fzstd (a JavaScript Zstandard decoder, MIT licence, shipped as
// fzstd.mjs by scripts/build-app.sh), while the app's worker (worker.js) starts the runtime:
// the first start of a build does not wait for the runtime to unpack it after it has started.
// It says when it is ready; handed the bundle's bytes, it hands back the unpacked bytes, or
// an error.
import { decompress } from "./fzstd.mjs";

// (Ready: the worker that started this one waits for it only once it has said so.)
self.postMessage({ loaded: true });

self.onmessage = ({ data }) => {
  try {
    const began = performance.now();
    const raw = decompress(new Uint8Array(data));
    const took = Math.round(performance.now() - began);
    self.postMessage({ buffer: raw.buffer, byteOffset: raw.byteOffset, byteLength: raw.byteLength, took },
                     [raw.buffer]);
  } catch (error) {
    self.postMessage({ error: String(error && error.message || error) });
  }
};
