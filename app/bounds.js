// The bounds of a backup file brought in, checked in the page's worker before the Python
// runtime sees its bytes: a file larger than a backup can be, lists or tables nested too
// deep (the runtime's parser recursed until the runtime died: "Pyodide has suffered a fatal
// error"), or a number too long. The bounds themselves are the Python side's
// (`soloist.store.backup_limit`), which checks them again (on a computer, only there).

const QUOTE = 0x22, BACKSLASH = 0x5c, ZERO = 0x30, NINE = 0x39;
const OPEN_LIST = 0x5b, OPEN_TABLE = 0x7b, CLOSE_LIST = 0x5d, CLOSE_TABLE = 0x7d;

function find(bytes, needle, from) {
  const first = needle[0];
  outer: for (let i = bytes.indexOf(first, from); i >= 0 && i <= bytes.length - needle.length;
    i = bytes.indexOf(first, i + 1)) {
    for (let j = 1; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

// The contents of a multipart form's parts (their headers left out), or the whole body
// when it is not one.
function contents(body, contentType) {
  const found = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType || "");
  if (!found || !/^multipart\/form-data/i.test(contentType)) return [body];
  const delimiter = new TextEncoder().encode(`--${found[1] || found[2]}`);
  const blank = new Uint8Array([13, 10, 13, 10]);
  const parts = [];
  let at = find(body, delimiter, 0);
  while (at >= 0) {
    const headersEnd = find(body, blank, at + delimiter.length);
    if (headersEnd < 0) break;
    const next = find(body, delimiter, headersEnd + 4);
    const end = next < 0 ? body.length : Math.max(headersEnd + 4, next - 2);  // before CRLF
    parts.push(body.subarray(headersEnd + 4, end));
    at = next;
  }
  return parts;
}

// Why a backup brought in is refused before it is parsed ("large", "deep", "number"), or
// null. `bounds`: [largest file, deepest nesting, longest number].
export function backupProblem(body, contentType, [largest, deepest, longest]) {
  if (body.length > largest + 65536) return "large";  // a form's own bytes aside
  for (const part of contents(body, contentType)) {
    if (part.length > largest) return "large";
    let depth = 0, digits = 0, inText = false, escaped = false;
    for (let i = 0; i < part.length; i++) {
      const byte = part[i];
      if (inText) {
        if (escaped) escaped = false;
        else if (byte === BACKSLASH) escaped = true;
        else if (byte === QUOTE) inText = false;
      } else if (byte >= ZERO && byte <= NINE) {
        if (++digits > longest) return "number";
        continue;
      } else if (byte === QUOTE) {
        inText = true;
      } else if (byte === OPEN_LIST || byte === OPEN_TABLE) {
        if (++depth > deepest) return "deep";
      } else if (byte === CLOSE_LIST || byte === CLOSE_TABLE) {
        depth -= 1;
      }
      digits = 0;
    }
  }
  return null;
}
