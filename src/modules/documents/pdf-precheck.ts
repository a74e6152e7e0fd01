/**
 * The decompression pre-check of a PDF, as CommonJS source for the PDF worker (pdf-text.ts), where
 * the wall-clock limit bounds its work too. pdf.js has no decoded-size cap of its own, so before
 * pdf.js sees the file every stream is decoded here the way pdf.js would decode it, counting every
 * layer's bytes against one budget:
 *
 * - the stream's dictionary is read as pdf.js reads it (`/F` before `/Filter`, the last of a
 *   repeated key winning, `#xx` escapes in names), and its data is what pdf.js takes: `/Length`
 *   bytes when `endstream` follows them, else up to the first `endstream`; a `/Length` held in
 *   another object is not looked up, so such a stream's data runs to the end of the file (each
 *   filter stops at its own end marker);
 * - Flate (zlib header checked, checksum not, as pdf.js), Brotli, ASCIIHex, ASCII85 and RunLength
 *   are decoded, in chain order, each within what is left of the budget; bytes that came out
 *   before damaged data count too, since pdf.js keeps them;
 * - LZW is refused (pdf.js would decode it without a cap, and no resume needs it), and so is a
 *   filter named by reference or an image codec followed by another filter; image codecs ending a
 *   chain are not decoded (reading text never decodes images); a name pdf.js does not know passes
 *   the data through, as in pdf.js.
 *
 * Defines `checkDecodedSize(bytes, maxDecodedBytes)`: resolves when the PDF is within the budget,
 * rejects with an Error whose `limit` is 'decoded' (over the budget) or 'filters' (refused).
 * What this cannot see (encrypted streams, parser differences) is left to the worker's bounds.
 */
export const PDF_PRECHECK_SOURCE = String.raw`
const zlib = require('node:zlib');

const FLATE = new Set(['FlateDecode', 'Fl']);
const BROTLI = new Set(['BrotliDecode']);
const HEX = new Set(['ASCIIHexDecode', 'AHx']);
const A85 = new Set(['ASCII85Decode', 'A85']);
const RUN_LENGTH = new Set(['RunLengthDecode', 'RL']);
const REFUSED = new Set(['LZWDecode', 'LZW']);
const IMAGES = new Set(['DCTDecode', 'DCT', 'JPXDecode', 'JPX', 'CCITTFaxDecode', 'CCF', 'JBIG2Decode']);

function precheckFail(limit) {
  const err = new Error(limit);
  err.limit = limit;
  throw err;
}

const isSpace = (c) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09 || c === 0x0c || c === 0x00;
// ( ) < > [ ] { } / %
const isDelimiter = (c) => c === 0x28 || c === 0x29 || c === 0x3c || c === 0x3e || c === 0x5b || c === 0x5d || c === 0x7b || c === 0x7d || c === 0x2f || c === 0x25;
const unescapeName = (name) => name.replace(/#([0-9A-Fa-f]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));

/**
 * The top-level entries of the dictionary in buf[from, to): name -> { name } | { int } | { ref } |
 * { array: tokens } | { other }. Nested dictionaries and arrays are skipped by depth, not recursion.
 */
function readDictionary(buf, from, to) {
  let i = from;
  const next = () => {
    for (;;) {
      while (i < to && isSpace(buf[i])) i++;
      if (i < to && buf[i] === 0x25) {
        while (i < to && buf[i] !== 0x0a && buf[i] !== 0x0d) i++;
        continue;
      }
      break;
    }
    if (i >= to) return null;
    const c = buf[i];
    if (c === 0x2f) {
      const start = ++i;
      while (i < to && !isSpace(buf[i]) && !isDelimiter(buf[i])) i++;
      return { t: 'name', v: unescapeName(buf.toString('latin1', start, i)) };
    }
    if (c === 0x3c && buf[i + 1] === 0x3c) return (i += 2), { t: '<<' };
    if (c === 0x3e && buf[i + 1] === 0x3e) return (i += 2), { t: '>>' };
    if (c === 0x3c) {
      while (i < to && buf[i] !== 0x3e) i++;
      return (i += 1), { t: 'string' };
    }
    if (c === 0x28) {
      for (let depth = 0; i < to; i++) {
        if (buf[i] === 0x5c) i++;
        else if (buf[i] === 0x28) depth++;
        else if (buf[i] === 0x29 && --depth === 0) break;
      }
      return (i += 1), { t: 'string' };
    }
    if (c === 0x5b || c === 0x5d || c === 0x7b || c === 0x7d) return (i += 1), { t: String.fromCharCode(c) };
    const start = i;
    while (i < to && !isSpace(buf[i]) && !isDelimiter(buf[i])) i++;
    if (i === start) i++;
    const word = buf.toString('latin1', start, i);
    return /^\d{1,15}$/.test(word) ? { t: 'int', v: Number(word) } : { t: 'word', v: word };
  };

  const entries = new Map();
  let token = next();
  while (token && token.t !== '<<') token = next();
  for (;;) {
    const key = next();
    if (!key || key.t === '>>') return entries;
    if (key.t !== 'name') continue;
    const value = next();
    if (!value) return entries;
    if (value.t === '[' || value.t === '<<') {
      const items = [];
      for (let depth = 1, t = next(); t; t = next()) {
        if (t.t === '[' || t.t === '<<') depth++;
        else if (t.t === ']' || t.t === '>>') {
          if (--depth === 0) break;
        } else if (depth === 1) items.push(t);
      }
      entries.set(key.v, value.t === '[' ? { array: items } : { other: true });
    } else if (value.t === 'int') {
      const at = i;
      const generation = next();
      const r = generation && generation.t === 'int' ? next() : null;
      if (r && r.t === 'word' && r.v === 'R') entries.set(key.v, { ref: true });
      else {
        i = at;
        entries.set(key.v, { int: value.v });
      }
    } else if (value.t === 'name') entries.set(key.v, { name: value.v });
    else entries.set(key.v, { other: true });
  }
}

/** The filters pdf.js applies, in order (pdf.js: dict.get('F', 'Filter')). */
function filtersOf(entries) {
  const value = entries.has('F') ? entries.get('F') : entries.get('Filter');
  if (!value) return [];
  if (value.name !== undefined) return [value.name];
  if (value.ref) precheckFail('filters');
  if (value.array) {
    if (value.array.some((t) => t.t === 'word' && t.v === 'R')) precheckFail('filters');
    return value.array.filter((t) => t.t === 'name').map((t) => t.v);
  }
  return []; // a file specification: pdf.js applies no filter
}

/** Whether 'endstream' follows position at (after white space), as pdf.js checks a /Length. */
function endstreamAt(buf, at) {
  if (at > buf.length) return false;
  while (at < buf.length && isSpace(buf[at])) at++;
  return buf.toString('latin1', at, at + 9) === 'endstream';
}

/** Where pdf.js looks for a stream's end when its /Length is wrong: 'end' + 'stream', 'steam' or 'strea'. */
function endstreamSearch(buf, from) {
  const found = ['endstrea', 'endsteam'].map((word) => buf.indexOf(word, from, 'latin1')).filter((at) => at >= 0);
  return found.length ? Math.min(...found) : -1;
}

/** An object header 'n g obj' ends at index at (the 'obj'), with a delimiter after it. */
function isObjectHeader(buf, at) {
  const after = buf[at + 3];
  if (after !== undefined && !isSpace(after) && !isDelimiter(after)) return false;
  return /(^|[\s\0])\d{1,10}[\s\0]+\d{1,5}[\s\0]*$/.test(buf.toString('latin1', Math.max(0, at - 32), at));
}

/**
 * Each stream of the file: its dictionary's entries and the data pdf.js would decode. Every
 * 'stream' keyword is looked at, even one inside another stream's data: skipping ahead could skip
 * a real stream behind a decoy keyword, and a decoy only costs a little more counting.
 */
function* streamsOf(buf) {
  for (let at = 0; ; ) {
    const keyword = buf.indexOf('stream', at, 'latin1');
    if (keyword < 0) return;
    at = keyword + 6;
    if (buf.toString('latin1', Math.max(0, keyword - 3), keyword) === 'end') continue;
    let header = buf.lastIndexOf('obj', keyword, 'latin1');
    while (header >= 0 && !isObjectHeader(buf, header)) header = header > 0 ? buf.lastIndexOf('obj', header - 1, 'latin1') : -1;
    if (header < 0) continue; // no object holds it: pdf.js cannot reach it either
    let body = keyword + 6;
    if (buf[body] === 0x0d) body++;
    if (buf[body] === 0x0a) body++;
    const entries = readDictionary(buf, header + 3, keyword);
    const length = entries.get('Length');
    let end;
    if (length && length.int !== undefined && endstreamAt(buf, body + length.int)) end = body + length.int;
    else if (length && length.ref) end = buf.length;
    else {
      const found = endstreamSearch(buf, body);
      end = found < 0 ? buf.length : found;
    }
    yield { entries, data: buf.subarray(body, end) };
  }
}

async function checkDecodedSize(bytes, maxDecodedBytes) {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let budget = maxDecodedBytes;
  // Every layer counts: pdf.js holds each one in memory.
  const spend = (layer) => {
    budget -= layer.length;
    if (budget < 0) precheckFail('decoded');
  };

  function asciiHex(src) {
    const out = Buffer.allocUnsafe((src.length >> 1) + 1);
    let n = 0;
    let high = -1;
    for (let i = 0; i < src.length; i++) {
      const c = src[i];
      if (c === 0x3e) break;
      const lower = c | 0x20;
      const v = c >= 0x30 && c <= 0x39 ? c - 0x30 : lower >= 0x61 && lower <= 0x66 ? lower - 0x57 : -1;
      if (v < 0) continue;
      if (high < 0) high = v;
      else {
        out[n++] = (high << 4) | v;
        high = -1;
      }
    }
    if (high >= 0) out[n++] = high << 4;
    return out.subarray(0, n);
  }

  function ascii85(src) {
    // 'z' is four bytes from one character: at most four times the input, never past the budget.
    const out = Buffer.allocUnsafe(Math.min(src.length * 4 + 4, Math.max(0, budget) + 8));
    let n = 0;
    const put = (v, count) => {
      if (n + count > out.length) precheckFail('decoded');
      for (let k = 0, shift = 24; k < count; k++, shift -= 8) out[n++] = (v >>> shift) & 0xff;
    };
    let group = 0;
    let count = 0;
    for (let i = 0; i < src.length; i++) {
      const c = src[i];
      if (c === 0x7e) break;
      if (c === 0x7a && count === 0) {
        put(0, 4);
        continue;
      }
      if (c < 0x21 || c > 0x75) continue;
      group = group * 85 + (c - 0x21);
      if (++count === 5) {
        put(group >>> 0, 4);
        group = 0;
        count = 0;
      }
    }
    if (count > 1) {
      for (let k = count; k < 5; k++) group = group * 85 + 84;
      put(group >>> 0, count - 1);
    }
    return out.subarray(0, n);
  }

  function runLength(src) {
    // Two bytes make at most 128: at most 64 times the input, never past the budget.
    const out = Buffer.allocUnsafe(Math.min(src.length * 64 + 1, Math.max(0, budget) + 129));
    let n = 0;
    for (let i = 0; i < src.length; ) {
      const length = src[i++];
      if (length === 128) break;
      if (length < 128) {
        const count = Math.min(length + 1, src.length - i);
        if (n + count > out.length) precheckFail('decoded');
        src.copy(out, n, i, i + count);
        i += count;
        n += count;
      } else {
        if (i >= src.length) break;
        const count = 257 - length;
        if (n + count > out.length) precheckFail('decoded');
        out.fill(src[i++], n, n + count);
        n += count;
      }
    }
    return out.subarray(0, n);
  }

  async function inflate(src, brotli) {
    if (!brotli) {
      // pdf.js reads nothing from a stream whose zlib header is not deflate without a preset dictionary.
      if (src.length < 2 || (src[0] & 0x0f) !== 8 || ((src[0] << 8) | src[1]) % 31 !== 0 || src[1] & 0x20) return null;
      src = src.subarray(2);
    }
    const options = { maxOutputLength: Math.max(1, budget), finishFlush: brotli ? zlib.constants.BROTLI_OPERATION_FLUSH : zlib.constants.Z_SYNC_FLUSH };
    try {
      return brotli ? zlib.brotliDecompressSync(src, options) : zlib.inflateRawSync(src, options);
    } catch (err) {
      if (err && err.code === 'ERR_BUFFER_TOO_LARGE') precheckFail('decoded');
    }
    // Damaged data: pdf.js keeps what came out before the damage, so that is counted, streaming.
    return new Promise((resolve) => {
      const stream = brotli ? zlib.createBrotliDecompress() : zlib.createInflateRaw({ finishFlush: zlib.constants.Z_SYNC_FLUSH });
      const chunks = [];
      let size = 0;
      let done = false;
      const end = () => {
        if (done) return;
        done = true;
        stream.destroy();
        resolve(Buffer.concat(chunks));
      };
      stream.on('data', (chunk) => {
        chunks.push(chunk);
        size += chunk.length;
        if (size > budget) end();
      });
      stream.on('error', end);
      stream.on('end', end);
      stream.end(src);
    });
  }

  for (const { entries, data } of streamsOf(buf)) {
    const filters = filtersOf(entries);
    let layer = data;
    for (let f = 0; f < filters.length && layer && layer.length; f++) {
      const name = filters[f];
      if (REFUSED.has(name)) precheckFail('filters');
      if (IMAGES.has(name)) {
        if (f < filters.length - 1) precheckFail('filters');
        break;
      }
      if (FLATE.has(name) || BROTLI.has(name)) layer = await inflate(layer, BROTLI.has(name));
      else if (HEX.has(name)) layer = asciiHex(layer);
      else if (A85.has(name)) layer = ascii85(layer);
      else if (RUN_LENGTH.has(name)) layer = runLength(layer);
      else continue; // a filter pdf.js does not know (Crypt too) passes the data through
      if (layer) spend(layer);
    }
  }
}
`;
