// Drives the MCP Inspector v2 web UI headless against one of our sample servers and saves what its own
// Export buttons write (Protocol, Console, Network, Logs). Not part of the project's dependencies or tests:
// install the Inspector and playwright-core in a scratch directory first (see README.md beside this file).
//
//   node scripts/samples/inspector/drive.mjs --scratch <dir> --run stdio|stdio-late|http --out <dir>
//
// Plain JavaScript (.mjs) on purpose: playwright-core is loaded from the scratch directory at run time, so
// nothing here is type-checked against a package the project does not install.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

const args = Object.fromEntries(process.argv.slice(2).reduce((acc, a, i, all) => (a.startsWith('--') ? [...acc, [a.slice(2), all[i + 1]]] : acc), []));
const scratch = path.resolve(args.scratch ?? '');
const out = path.resolve(args.out ?? 'inspector-exports');
const run = args.run ?? 'stdio';
const chromiumPath = args.chromium ?? '/usr/bin/chromium';
const port = Number(args.port ?? 16274);
const httpPort = Number(args['http-port'] ?? 3901);
const repo = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../..');

const { chromium } = createRequire(path.join(scratch, 'package.json'))('playwright-core');
const launcher = path.join(scratch, 'node_modules/@modelcontextprotocol/inspector/clients/launcher/build/index.js');

// The stdio sample server with its tools renamed to a forecast vocabulary; the HTTP one is http-server.ts.
const rename = 'slow_build=forecast_10d,late_result=radar_loop,crash_midway=station_reboot';
const stdioServer = (extra) => ({ command: 'node_modules/.bin/tsx', args: ['scripts/samples/servers/v1-server.ts', '--name', 'forecast', ...extra, '--rename', rename], requestTimeout: 4000 });
const runs = {
  // completes; times out (4 s request timeout, the tool takes 8 s); cancelled with the Cancel button; tool error.
  stdio: {
    server: stdioServer([]),
    plan: [
      { tool: 'forecast_10d', args: { ms: 600 } },
      { tool: 'radar_loop', args: { ms: 8000 }, wait: 6000 },
      { tool: 'radar_loop', args: { ms: 9000 }, cancelAfter: 1500 },
      // An output size String.prototype.repeat refuses: the handler throws, the SDK answers isError.
      { tool: 'forecast_10d', args: { ms: 100, outputChars: 1e12 } },
    ],
    tabs: ['Protocol', 'Console'],
  },
  // the server ignores cancels: each answer comes after the cancel.
  'stdio-late': {
    server: stdioServer(['--ignore-cancel']),
    plan: [
      { tool: 'radar_loop', args: { ms: 6000 }, wait: 8000 },
      { tool: 'radar_loop', args: { ms: 5000 }, cancelAfter: 1500, wait: 6000 },
    ],
    tabs: ['Protocol', 'Console'],
  },
  http: {
    server: { type: 'streamable-http', url: `http://127.0.0.1:${httpPort}/mcp`, requestTimeout: 4000 },
    plan: [
      { tool: 'forecast_10d', args: { ms: 600 } },
      { tool: 'radar_loop', args: { ms: 8000 }, wait: 6000 },
      { tool: 'radar_loop', args: { ms: 9000 }, cancelAfter: 1500 },
      { tool: 'station_status', args: {} },
    ],
    tabs: ['Protocol', 'Network', 'Logs'],
  },
};
const chosen = runs[run];
if (!chosen) throw new Error(`--run must be one of ${Object.keys(runs).join(', ')}`);

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'inspector-drive-'));
fs.mkdirSync(out, { recursive: true });
const children = [];
const stopAll = () => children.forEach((c) => c.kill());
process.on('exit', stopAll);
const log = (...a) => console.log(new Date().toISOString(), ...a);

async function waitFor(file, re, ms = 30000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const m = re.exec(fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');
    if (m) return m;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`timed out waiting for ${re} in ${file}`);
}

if (run === 'http') {
  const f = path.join(work, 'http-server.log');
  const c = spawn(path.join(repo, 'node_modules/.bin/tsx'), ['scripts/samples/inspector/http-server.ts', String(httpPort)], { cwd: repo, stdio: ['ignore', 'ignore', fs.openSync(f, 'w')] });
  children.push(c);
  await waitFor(f, /listening on/);
}
const config = path.join(work, 'mcp.json');
fs.writeFileSync(config, JSON.stringify({ mcpServers: { forecast: chosen.server } }));
const webLog = path.join(work, 'web.log');
children.push(spawn(process.execPath, [launcher, '--web', '--config', config], {
  cwd: repo,
  env: { ...process.env, HOME: work, MCP_AUTO_OPEN_ENABLED: 'false', CLIENT_PORT: String(port) },
  stdio: ['ignore', fs.openSync(webLog, 'w'), fs.openSync(webLog, 'a')],
}));
const url = (await waitFor(webLog, new RegExp(`http://127\\.0\\.0\\.1:${port}\\?\\S+`)))[0];

const ctx = await chromium.launchPersistentContext(fs.mkdtempSync(path.join(work, 'profile-')), {
  executablePath: chromiumPath, headless: true, acceptDownloads: true, viewport: { width: 1600, height: 1000 },
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const p = ctx.pages()[0] ?? (await ctx.newPage());
  await p.goto(url);
  await p.locator('input[aria-label^="Connect or disconnect"]').click({ force: true });
  await p.getByText(/Connected \(/).waitFor();
  log('connected');
  await p.locator('label[for$="-Tools"]').click();
  await p.waitForTimeout(1500);
  for (const { tool, args: toolArgs, cancelAfter, wait = 3000 } of chosen.plan) {
    await p.getByRole('button', { name: tool, exact: true }).click();
    await p.waitForTimeout(500);
    for (const [k, v] of Object.entries(toolArgs)) await p.locator(`label:text-is("${k}")`).locator('xpath=..').locator('input').fill(String(v));
    await p.getByRole('button', { name: 'Execute Tool' }).click();
    log('called', tool, JSON.stringify(toolArgs));
    if (cancelAfter !== undefined) {
      await p.waitForTimeout(cancelAfter);
      await p.getByRole('button', { name: /^Cancel/ }).first().click();
      log('cancel clicked');
    }
    await p.waitForTimeout(wait);
    // Close the result panel so the next tool's form shows.
    const head = p.getByText(/^(Results|Tool Call Failed)$/);
    for (let k = 0; k < (await head.count()); k++) await head.nth(k).locator('xpath=preceding-sibling::button[1]').click().catch(() => {});
    await p.waitForTimeout(500);
  }
  await p.waitForTimeout(1000);
  for (const tab of chosen.tabs) {
    await p.locator(`label[for$="-${tab}"]`).click();
    await p.waitForTimeout(800);
    const [d] = await Promise.all([p.waitForEvent('download', { timeout: 10000 }), p.getByRole('button', { name: 'Export', exact: true }).last().click()]);
    await d.saveAs(path.join(out, d.suggestedFilename()));
    log('saved', d.suggestedFilename());
  }
} finally {
  await ctx.close();
  stopAll();
}
