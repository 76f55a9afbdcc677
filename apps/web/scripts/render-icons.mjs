// Renders the PWA icons in public/icons from the brand mark, with the system Chromium
// (playwright-core is already installed; no browser download). The PNGs are committed, so
// this only runs again when the mark changes:  node scripts/render-icons.mjs
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const outputDir = fileURLToPath(new URL('../public/icons/', import.meta.url));

// Minimal PNG encoder: Chromium's screenshots are compressed for speed; choosing a filter per
// row and deflating at level 9 makes the same pixels several times smaller.
const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function paeth(a, b, c) {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

function encodePng(width, height, rgba) {
  const stride = width * 4;
  const rows = [];
  for (let y = 0; y < height; y += 1) {
    const row = rgba.subarray(y * stride, (y + 1) * stride);
    const previous = y > 0 ? rgba.subarray((y - 1) * stride, y * stride) : new Uint8Array(stride);
    let best = null;
    for (let filter = 0; filter < 5; filter += 1) {
      const out = Buffer.alloc(stride + 1);
      out[0] = filter;
      let cost = 0;
      for (let x = 0; x < stride; x += 1) {
        const left = x >= 4 ? row[x - 4] : 0;
        const up = previous[x];
        const upLeft = x >= 4 ? previous[x - 4] : 0;
        const predictor = [0, left, up, (left + up) >> 1, paeth(left, up, upLeft)][filter];
        const value = (row[x] - predictor) & 0xff;
        out[x + 1] = value;
        cost += value < 128 ? value : 256 - value;
      }
      if (!best || cost < best.cost) best = { cost, out };
    }
    rows.push(best.out);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// The mark on a 32-unit grid; `inset` shrinks it inside a full-bleed square for the maskable
// icon, whose safe zone is the central 80%.
function iconSvg({ size, rounded, inset }) {
  const scale = (size * (1 - 2 * inset)) / 32;
  const offset = size * inset;
  const radius = rounded ? size * 0.28 : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#14b8a6"/><stop offset="1" stop-color="#0369a1"/>
  </linearGradient></defs>
  <rect width="${size}" height="${size}" rx="${radius}" fill="url(#g)"/>
  <g transform="translate(${offset} ${offset}) scale(${scale})">
    <path d="M7 11.5A2.5 2.5 0 0 1 9.5 9h4l2 2h7a2.5 2.5 0 0 1 2.5 2.5v8a2.5 2.5 0 0 1-2.5 2.5h-13A2.5 2.5 0 0 1 7 21.5z" fill="#fff" fill-opacity=".95"/>
    <circle cx="16" cy="17.5" r="4" fill="#0e7490"/><circle cx="16" cy="17.5" r="1.6" fill="#fff"/>
  </g>
</svg>`;
}

const icons = [
  { file: 'icon-192.png', size: 192, rounded: true, inset: 0 },
  { file: 'icon-512.png', size: 512, rounded: true, inset: 0 },
  { file: 'icon-maskable-512.png', size: 512, rounded: false, inset: 0.1 },
  // iOS draws its own rounded corners and ignores transparency.
  { file: 'apple-touch-icon.png', size: 180, rounded: false, inset: 0.04 },
];

await mkdir(outputDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  const page = await browser.newPage();
  for (const icon of icons) {
    // The SVG is drawn on a canvas and its pixels read back, so no screenshot compression
    // or colour management stands between the SVG and the file.
    const pixels = await page.evaluate(
      async ({ svg, size }) => {
        const image = new Image();
        image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = size;
        canvas.height = size;
        const context = canvas.getContext('2d');
        context.drawImage(image, 0, 0);
        return Array.from(context.getImageData(0, 0, size, size).data);
      },
      { svg: iconSvg(icon), size: icon.size },
    );
    await writeFile(
      `${outputDir}${icon.file}`,
      encodePng(icon.size, icon.size, Uint8Array.from(pixels)),
    );
    console.log(`wrote public/icons/${icon.file}`);
  }
} finally {
  await browser.close();
}
