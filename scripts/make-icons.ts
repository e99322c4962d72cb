// Draws Ripple's app icons (the three rings of the favicon) into public/icons as PNGs for the web
// app manifest: "any" icons on a soft background at 192 and 512 px, and a maskable 512 px icon whose
// rings sit inside the 80 % safe zone of a full-bleed background. Run once after changing the
// drawing: npx tsx scripts/make-icons.ts (uses Debian's Chromium, as the tests do).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { launchChromium } from "../tests/setup/chromium";

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../public/icons");

function svg(size: number, ringsScale: number, rounded: boolean): string {
  const r = (fraction: number) => (size / 2) * fraction * ringsScale;
  const c = size / 2;
  const stroke = size * 0.045 * ringsScale;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f5f3ff"/><stop offset="1" stop-color="#e0f2f1"/></linearGradient></defs>
  <rect width="${size}" height="${size}" rx="${rounded ? size * 0.22 : 0}" fill="url(#bg)"/>
  <circle cx="${c}" cy="${c}" r="${r(0.78)}" fill="none" stroke="#8b5cf6" stroke-width="${stroke}"/>
  <circle cx="${c}" cy="${c}" r="${r(0.46)}" fill="none" stroke="#239ca3" stroke-width="${stroke}"/>
  <circle cx="${c}" cy="${c}" r="${r(0.17)}" fill="#8b5cf6"/>
</svg>`;
}

const ICONS = [
  { file: "icon-192.png", size: 192, scale: 0.86, rounded: true },
  { file: "icon-512.png", size: 512, scale: 0.86, rounded: true },
  // Maskable: the platform cuts its own shape; everything that matters lies within the centre 80 %.
  { file: "icon-maskable-512.png", size: 512, scale: 0.72, rounded: false },
  { file: "apple-touch-icon.png", size: 180, scale: 0.8, rounded: false },
];

const browser = await launchChromium();
const page = await browser.newPage();
for (const icon of ICONS) {
  await page.setViewportSize({ width: icon.size, height: icon.size });
  await page.setContent(`<html><body style="margin:0;background:transparent">${svg(icon.size, icon.scale, icon.rounded)}</body></html>`);
  await page.locator("svg").screenshot({ path: path.join(OUT, icon.file), omitBackground: true });
  console.log(`${icon.file}: ${icon.size}×${icon.size}`);
}
await browser.close();
