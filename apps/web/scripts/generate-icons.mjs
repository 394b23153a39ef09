// Draws Ceiba's app icons (public/icons/*.png) from the same shapes as public/favicon.svg and the
// CeibaMark component: a ceiba tree, white on green. Plain Node (zlib for the PNG), no image library.
// Run: node apps/web/scripts/generate-icons.mjs
import { Buffer } from "node:buffer";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";

const outDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "../public/icons");
const GREEN = [0x0b, 0x6e, 0x4f];
const WHITE = [0xff, 0xff, 0xff];

// The tree in a 64 × 64 box (favicon.svg's viewBox).
const ellipses = [
  [32, 25, 19, 9.5],
  [21.5, 28, 10, 6.5],
  [42.5, 28, 10, 6.5],
  [32, 19.5, 11, 6.5],
];
const rects = [
  [29.4, 30, 5.2, 18, 0],
  [19, 48, 26, 3, 1.5],
];
const triangle = [
  [24, 49],
  [40, 49],
  [32, 39],
];

function inRoundRect(x, y, [rx, ry, w, h, r]) {
  if (x < rx || x > rx + w || y < ry || y > ry + h) return false;
  const cx = Math.min(Math.max(x, rx + r), rx + w - r);
  const cy = Math.min(Math.max(y, ry + r), ry + h - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}

function inTriangle(x, y) {
  const [[ax, ay], [bx, by], [cx, cy]] = triangle;
  const d1 = (x - bx) * (ay - by) - (ax - bx) * (y - by);
  const d2 = (x - cx) * (by - cy) - (bx - cx) * (y - cy);
  const d3 = (x - ax) * (cy - ay) - (cx - ax) * (y - ay);
  const negative = d1 < 0 || d2 < 0 || d3 < 0;
  const positive = d1 > 0 || d2 > 0 || d3 > 0;
  return !(negative && positive);
}

function inTree(x, y) {
  return (
    ellipses.some(([cx, cy, rx, ry]) => ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1) ||
    rects.some((rect) => inRoundRect(x, y, rect)) ||
    inTriangle(x, y)
  );
}

/**
 * RGBA pixels of the icon at `size` px. `maskable`: a full-bleed square with the tree scaled into the safe
 * zone; otherwise a rounded square (radius 14/64) on transparency.
 */
function draw(size, maskable) {
  const samples = 4; // 4 × 4 supersampling for smooth edges
  const pixels = Buffer.alloc(size * size * 4);
  const treeScale = maskable ? 0.72 : 1; // the maskable safe zone is the central 80 % circle
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let background = 0;
      let tree = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = ((px + (sx + 0.5) / samples) / size) * 64;
          const y = ((py + (sy + 0.5) / samples) / size) * 64;
          const inBackground = maskable || inRoundRect(x, y, [0, 0, 64, 64, 14]);
          if (!inBackground) continue;
          background++;
          const tx = 32 + (x - 32) / treeScale;
          const ty = 32 + (y - 32) / treeScale;
          if (inTree(tx, ty)) tree++;
        }
      }
      const total = samples * samples;
      const offset = (py * size + px) * 4;
      const white = background === 0 ? 0 : tree / background;
      for (let c = 0; c < 3; c++) pixels[offset + c] = Math.round(GREEN[c] * (1 - white) + WHITE[c] * white);
      pixels[offset + 3] = Math.round((background / total) * 255);
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(rows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

fs.mkdirSync(outDir, { recursive: true });
for (const [name, size, maskable] of [
  ["icon-192.png", 192, false],
  ["icon-512.png", 512, false],
  ["maskable-512.png", 512, true],
  ["apple-touch-icon.png", 180, true],
]) {
  fs.writeFileSync(path.join(outDir, name), png(size, draw(size, maskable)));
  console.log(`wrote public/icons/${name}`);
}
