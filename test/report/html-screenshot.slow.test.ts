/**
 * The HTML report's swimlane as a browser draws it: a sample's page rendered by headless Chromium
 * (`chromium --headless --screenshot`), the PNG decoded, and the picture checked where the markup
 * says it is. Runs where a Chromium is installed (`chromium`, `chromium-browser`, `google-chrome`
 * on PATH, or $CHROMIUM); skipped with a message elsewhere. Slow (a browser per shot): its own file.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { analyze } from '../../src/analyze.js';
import { renderHtml } from '../../src/report/html.js';
import { SWIMLANE_STYLE, swimlaneSvg } from '../../src/report/svg-timeline.js';
import { decodePng, type Image } from './png.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SAMPLE = join(ROOT, 'samples/claude-desktop/max-total-timeout.log');

function findBrowser(): string | null {
  const candidates = [process.env.CHROMIUM, 'chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'].filter((c): c is string => !!c);
  for (const c of candidates) {
    const r = spawnSync(c, ['--version'], { encoding: 'utf8', timeout: 20_000 });
    if (r.status === 0 && /chrom/i.test(r.stdout)) return c;
  }
  return null;
}

const BROWSER = findBrowser();
if (!BROWSER) console.warn('html-screenshot: skipped, no Chromium found (install chromium, or set CHROMIUM to its path)');

const dir = mkdtempSync(join(tmpdir(), 'mcp-triage-shot-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function shoot(html: string, name: string, width: number, height: number): Image {
  const page = join(dir, `${name}.html`);
  const png = join(dir, `${name}.png`);
  writeFileSync(page, html);
  execFileSync(
    BROWSER!,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--hide-scrollbars',
      '--force-device-scale-factor=1',
      `--user-data-dir=${join(dir, 'profile')}`,
      `--screenshot=${png}`,
      `--window-size=${width},${height}`,
      pathToFileURL(page).href,
    ],
    { stdio: 'ignore', timeout: 90_000 },
  );
  return decodePng(readFileSync(png));
}

const isRed = ([r, g, b]: number[]): boolean => r! > 150 && g! < 110 && b! < 110;
const isBlue = ([r, g, b]: number[]): boolean => b! > 150 && r! < 90 && g! < 160;
const isBrown = ([r, g, b]: number[]): boolean => r! > 110 && g! > 60 && g! < 140 && b! < 70;
const isWhite = ([r, g, b]: number[]): boolean => r! > 245 && g! > 245 && b! > 245;

/** The svg's height from its markup: the browser must give it exactly this many rows. */
function svgHeight(svg: string): number {
  return Number(/<svg class="swimlane"[^>]* height="(\d+)"/.exec(svg)![1]);
}

describe.skipIf(!BROWSER)('HTML report in headless Chromium', () => {
  it('draws the swimlane of a sample where the page puts it, not blank', async () => {
    const report = await analyze([SAMPLE], {});
    const html = renderHtml(report);
    const svg = /<svg class="swimlane"[\s\S]*?<\/svg>/.exec(html)![0];
    const h = svgHeight(svg);
    const W = 1100;
    const H = 2000;
    const withSvg = shoot(html, 'page', W, H);
    const without = shoot(html.replace(svg, ''), 'page-without', W, H);
    expect([withSvg.width, withSvg.height]).toEqual([W, H]);

    // The first row where the two pages differ is where the picture starts.
    let top = -1;
    for (let y = 0; y < H && top < 0; y++) {
      for (let x = 0; x < W; x += 2) {
        if (withSvg.at(x, y).some((v, i) => Math.abs(v - without.at(x, y)[i]!) > 8)) {
          top = y;
          break;
        }
      }
    }
    expect(top).toBeGreaterThan(200); // below the title, the summary and the record
    expect(top + h).toBeLessThan(H);

    // Within the picture's rows: ink (not a blank box), the cancel's red, the progress ticks' blue, the timer's brown.
    let ink = 0;
    let red = 0;
    let blue = 0;
    let brown = 0;
    let sum = 0;
    let sum2 = 0;
    let n = 0;
    for (let y = top; y < top + h; y++) {
      for (let x = 0; x < W; x++) {
        const p = withSvg.at(x, y);
        const lum = (p[0] + p[1] + p[2]) / 3;
        sum += lum;
        sum2 += lum * lum;
        n++;
        if (!isWhite(p)) ink++;
        if (isRed(p)) red++;
        if (isBlue(p)) blue++;
        if (isBrown(p)) brown++;
      }
    }
    const variance = sum2 / n - (sum / n) ** 2;
    expect(variance).toBeGreaterThan(100);
    expect(ink / n).toBeGreaterThan(0.01);
    expect(red).toBeGreaterThan(50);
    expect(blue).toBeGreaterThan(50);
    expect(brown).toBeGreaterThan(50);
  });

  it('puts each mark at the coordinates of the markup (1:1 on a bare page)', async () => {
    const report = await analyze([SAMPLE], {});
    const r = report.requests.find((q) => q.outcome === 'cancelled')!;
    const svg = swimlaneSvg(r);
    const page = `<!DOCTYPE html><html><head><meta charset="utf-8"><style>${SWIMLANE_STYLE}body{margin:0}svg.swimlane{margin:0}</style></head><body>${svg}</body></html>`;
    const img = shoot(page, 'bare', 1000, svgHeight(svg) + 40);

    const laneY = (lane: string): number => Number(new RegExp(`sl-lane-${lane}" x1="[\\d.]+" y1="([\\d.]+)"`).exec(svg)![1]);
    const client = laneY('client');
    const server = laneY('server');
    const cancelX = Number(/<g class="sl-cancel">(?:<title>[^<]*<\/title>)?<line x1="([\d.]+)"/.exec(svg)![1]);
    const ticks = [...svg.matchAll(/<g class="sl-progress">(?:<title>[^<]*<\/title>)?<line x1="([\d.]+)" y1="([\d.]+)" x2="[\d.]+" y2="([\d.]+)"/g)];
    const bracket = /<g class="sl-timer[^"]*">(?:<title>[^<]*<\/title>)?<path d="M([\d.]+),([\d.]+) v7 H([\d.]+)/.exec(svg)!;

    // The cancel arrow: red down its column between the lanes (dashed: most of it), below the outcome's mark
    // (which ends 12 px under the requester's lane). A 2 px line at x covers pixels x-1 and x.
    const near = (x: number, y: number, test: (p: number[]) => boolean): boolean => [-1, 0, 1].some((d) => test(img.at(Math.floor(x) + d, y)));
    const column = [];
    for (let y = client + 14; y < server - 8; y++) column.push(near(cancelX, y, isRed));
    expect(column.filter(Boolean).length / column.length).toBeGreaterThan(0.5);

    // Each progress tick is blue at its place on the server side.
    expect(ticks.length).toBeGreaterThan(5);
    // (the one under the cancel arrow, sent at the same millisecond, is drawn over)
    for (const t of ticks.filter((k) => Math.abs(Number(k[1]) - cancelX) > 3)) {
      const y = Math.round((Number(t[2]) + Number(t[3])) / 2);
      expect(near(Number(t[1]), y, isBlue)).toBe(true);
    }

    // The bracket's bar is brown from end to end, and the space between lanes away from any mark is white.
    const by = Math.round(Number(bracket[2]) + 7);
    const [bx1, bx2] = [Number(bracket[1]), Number(bracket[3])];
    for (const f of [0.1, 0.5, 0.9]) {
      const x = Math.round(bx1 + (bx2 - bx1) * f);
      // dashed when only measured (4 on, 3 off): some pixel of any 7 in a row is drawn
      const hit = [-3, -2, -1, 0, 1, 2, 3].some((dx) => [-1, 0, 1].some((dy) => isBrown(img.at(x + dx, by + dy))));
      expect(hit).toBe(true);
    }
    expect(isWhite(img.at(990, Math.round((client + server) / 2)))).toBe(true);
  });
});
