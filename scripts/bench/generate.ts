/**
 * Deterministic generator of large, realistic captures for `npm run bench`.
 *
 * One format-blind event script (sessions, requests, progress, responses, stderr, a few
 * timeouts, cancels and truncated bodies) is written out in each capture format. The mix is
 * what a busy real server log looks like: mostly small tools/call pairs that complete within
 * milliseconds, so an analyzer whose memory grows with *open* requests (architecture.md,
 * "Streaming and bounded") should stay flat whatever the file size. Well over 99% of requests
 * complete normally.
 *
 * The same seed and size give byte-identical files (a seeded PRNG, a simulated clock).
 */
import { closeSync, openSync, writeSync } from 'node:fs';

/**
 * `claude-desktop-8k` is the Claude Desktop capture with large bodies: every `tools/call` result carries
 * ~8 KB of text (the per-byte end of the mix, where the others measure the per-message end).
 */
export const BENCH_FORMATS = ['claude-desktop', 'ndjson', 'vscode', 'mcpcap'] as const;
/** Shapes that are a base format with a different mix (the bench runs them; the request-mix tests do not). */
export const BENCH_SHAPES = ['claude-desktop-8k'] as const;
/**
 * Captures the default bench does not run (`--formats` names them): `claude-code`, a Claude Code debug log, the host's
 * own sentences about each tool call and no JSON-RPC body — the kind of log users attach most, read by phrase rows and
 * the timeline's host words rather than the message path the goal is about.
 */
export const BENCH_EXTRA = ['claude-code'] as const;
export type BenchFormat = (typeof BENCH_FORMATS)[number] | (typeof BENCH_SHAPES)[number] | (typeof BENCH_EXTRA)[number];

export interface GenerateStats {
  bytes: number;
  lines: number;
  messages: number;
  requests: number;
  timeouts: number;
  cancels: number;
  truncated: number;
  sessions: number;
}

/** mulberry32: small, fast, good enough for test data. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Buffered synchronous writer: one write per ~1 MiB. */
class Out {
  private parts: string[] = [];
  private size = 0;
  bytes = 0;
  lines = 0;
  constructor(private readonly fd: number) {}
  line(s: string): void {
    this.parts.push(s, '\n');
    this.size += s.length + 1;
    this.lines++;
    if (this.size >= 1 << 20) this.flush();
  }
  flush(): void {
    if (this.parts.length === 0) return;
    const buf = Buffer.from(this.parts.join(''), 'utf8');
    writeSync(this.fd, buf);
    this.bytes += buf.length;
    this.parts = [];
    this.size = 0;
  }
  /** Bytes written including the unflushed buffer (approximate for non-ASCII). */
  get approxBytes(): number {
    return this.bytes + this.size;
  }
}

const TOOLS = ['build_project', 'read_file', 'search_code', 'run_tests', 'list_directory', 'git_status', 'query_db', 'fetch_url'];
const WORDS =
  'lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut labore et dolore magna aliqua build passed failed warning file line module import export function return value'.split(
    ' ',
  );
const BRIDGE_PID = '[4227]';
const BRIDGE_LINE = `${BRIDGE_PID} [Local→Remote] tools/call`;
const STDERR = [
  'npm warn exec The following package will be installed: bench-server@1.0.0',
  'INFO     Processing request of type CallToolRequest',
  BRIDGE_LINE,
  'DeprecationWarning: The `punycode` module is deprecated.',
  'debug: cache hit for key workspace-index',
  'Traceback (most recent call last):',
  '  File "/srv/app/server.py", line 709, in handle',
];

type Party = 'client' | 'server';
/** One observation of the simulated incident, before it is written in a format. */
type Ev =
  | { t: number; k: 'msg'; from: Party; json: string; truncated?: boolean }
  | { t: number; k: 'stderr'; text: string }
  | { t: number; k: 'session-start' }
  | { t: number; k: 'close' };

interface FormatWriter {
  header(t: number): void;
  write(e: Ev): void;
}

function iso(t: number): string {
  return new Date(t).toISOString();
}

/** VS Code writes local time without a zone; the bench pretends the zone is UTC. */
function vscodeTime(t: number): string {
  const s = new Date(t).toISOString();
  return `${s.slice(0, 10)} ${s.slice(11, 23)}`;
}

function claudeWriter(out: Out, server: string): FormatWriter {
  return {
    header() {},
    write(e) {
      const p = `${iso(e.t)} [${server}] `;
      switch (e.k) {
        case 'msg':
          out.line(`${p}[info] Message from ${e.from}: ${e.json} { metadata: undefined }`);
          return;
        case 'stderr':
          out.line(e.text);
          return;
        case 'session-start':
          out.line(`${p}[info] Initializing server... { metadata: undefined }`);
          // Multi-line util.inspect metadata (log-formats.md §1.2, apple-mail-mcp#70).
          out.line(`${p}[info] Using MCP server command: node with args and path: {`);
          out.line('  metadata: {');
          out.line("    args: [ '/srv/bench/server.js', [length]: 1 ],");
          out.line("    paths: [ '/usr/local/bin', '/usr/bin', '/bin', [length]: 3 ]");
          out.line('  }');
          out.line('} %o');
          out.line(`${p}[info] Server started and connected successfully { metadata: undefined }`);
          return;
        case 'close':
          out.line(`${p}[info] Client transport closed { metadata: undefined }`);
          out.line(`${p}[info] Server transport closed { metadata: undefined }`);
          return;
      }
    },
  };
}

function vscodeWriter(out: Out, server: string): FormatWriter {
  return {
    header() {},
    write(e) {
      const p = vscodeTime(e.t);
      switch (e.k) {
        case 'msg':
          out.line(`${p} [debug] [${e.from === 'client' ? 'editor -> server' : 'server -> editor'}] ${e.json}`);
          return;
        case 'stderr':
          out.line(`${p} [warning] [server stderr] ${e.text}`);
          return;
        case 'session-start':
          out.line(`${p} [info] Starting server ${server}`);
          out.line(`${p} [info] Connection state: Starting`);
          out.line(`${p} [info] Starting server from LocalProcess extension host`);
          out.line(`${p} [info] Connection state: Running`);
          return;
        case 'close':
          out.line(`${p} [info] Connection state: Stopped`);
          return;
      }
    },
  };
}

function ndjsonWriter(out: Out): FormatWriter {
  return {
    header() {},
    write(e) {
      // A raw stdio capture holds only the messages; stderr is not on the message stream.
      if (e.k === 'msg') out.line(e.json);
    },
  };
}

function mcpcapWriter(out: Out): FormatWriter {
  return {
    header(t) {
      out.line(
        `{"type":"header","format":"mcpcap","version":1,"tool":"mcp-triage","toolVersion":"0.1.0","startedAt":"${iso(t)}","transport":"stdio","command":["node","server.js"]}`,
      );
    },
    write(e) {
      switch (e.k) {
        case 'msg':
          if (e.truncated) {
            out.line(`{"type":"message","t":"${iso(e.t)}","from":"${e.from}","raw":${JSON.stringify(e.json)},"error":"not valid JSON"}`);
          } else {
            out.line(`{"type":"message","t":"${iso(e.t)}","from":"${e.from}","message":${e.json}}`);
          }
          return;
        case 'stderr':
          out.line(`{"type":"stderr","t":"${iso(e.t)}","text":${JSON.stringify(e.text)}}`);
          return;
        case 'session-start':
          return;
        case 'close':
          out.line(`{"type":"close","t":"${iso(e.t)}","stream":"stdout","by":"server"}`);
          out.line(`{"type":"exit","t":"${iso(e.t)}","code":0,"signal":null}`);
          return;
      }
    },
  };
}

/**
 * Claude Code's debug log (`claude --debug`): what the host says of each tool call, in its own sentences, and the
 * server's stderr as it relays it. The grammar of the wild corpus's Claude Code cases: `MCP server "<name>": Calling MCP
 * tool: <tool>`, `Tool '<tool>' completed successfully in <n>ms`, `Tool '<tool>' failed after <n>s: MCP error -32001:
 * Request timed out` (the SDK's timer; its cancel is not logged), the connection's start. No JSON-RPC body is written;
 * calls other than tools/call are not logged.
 */
function claudeCodeWriter(out: Out, server: string): FormatWriter {
  const calls = new Map<number, { tool: string; t: number }>();
  const p = (t: number, level: string): string => `${iso(t)} [${level}] MCP server "${server}"`;
  return {
    header() {},
    write(e) {
      switch (e.k) {
        case 'msg': {
          // A body the host truncated is no JSON: its answer's id is all the writer needs of it.
          const m = (e.truncated === true ? { id: Number(/"id":(\d+)/.exec(e.json)?.[1]) } : JSON.parse(e.json)) as {
            id?: number;
            method?: string;
            params?: { name?: string; requestId?: number; reason?: string };
            error?: { code: number; message: string };
          };
          if (e.from === 'client' && m.method === 'tools/call' && typeof m.id === 'number') {
            const tool = m.params?.name ?? 'tool';
            calls.set(m.id, { tool, t: e.t });
            out.line(`${p(e.t, 'DEBUG')}: Calling MCP tool: ${tool}`);
          } else if (e.from === 'client' && m.method === 'notifications/cancelled' && typeof m.params?.requestId === 'number') {
            const c = calls.get(m.params.requestId);
            if (c === undefined) return;
            calls.delete(m.params.requestId);
            const why = m.params.reason === 'User cancelled' ? 'MCP error -32001: user-cancel' : 'MCP error -32001: Request timed out';
            out.line(`${p(e.t, 'DEBUG')}: Tool '${c.tool}' failed after ${Math.round((e.t - c.t) / 1000)}s: ${why}`);
          } else if (e.from === 'server' && typeof m.id === 'number') {
            const c = calls.get(m.id);
            if (c === undefined) return;
            calls.delete(m.id);
            if (m.error !== undefined) out.line(`${p(e.t, 'DEBUG')}: Tool '${c.tool}' failed after ${Math.round((e.t - c.t) / 1000)}s: MCP error ${m.error.code}: ${m.error.message}`);
            else out.line(`${p(e.t, 'DEBUG')}: Tool '${c.tool}' completed successfully in ${e.t - c.t}ms`);
          }
          return;
        }
        case 'stderr':
          out.line(`${p(e.t, 'ERROR')} Server stderr: ${e.text}`);
          return;
        case 'session-start':
          calls.clear();
          out.line(`${p(e.t, 'DEBUG')}: Starting connection with timeout of 30000ms`);
          out.line(`${p(e.t, 'DEBUG')}: Successfully connected to stdio server in 842ms`);
          out.line(`${p(e.t, 'DEBUG')}: Connection established with capabilities: {"hasTools":true,"hasPrompts":false,"hasResources":true,"serverVersion":{"name":"${server}","version":"2.3.1"}}`);
          return;
        case 'close':
          return;
      }
    },
  };
}

export interface GenerateOptions {
  format: BenchFormat;
  path: string;
  /** Target size in bytes; the file ends at the first session boundary past it. */
  bytes: number;
  seed?: number;
  /** Requests between the server's restarts (20,000 unless given). */
  sessionLength?: number;
  /** The timeouts' and user cancels' rates multiplied by this (1 unless given). */
  rareScale?: number;
}

/** Writes one capture; returns what it holds. */
export function generateCapture(opts: GenerateOptions): GenerateStats {
  const rnd = prng(opts.seed ?? 0x5eed);
  const fd = openSync(opts.path, 'w');
  const out = new Out(fd);
  const server = 'bench-server';
  const largeBodies = opts.format === 'claude-desktop-8k';
  const w: FormatWriter =
    opts.format === 'claude-desktop' || largeBodies
      ? claudeWriter(out, server)
      : opts.format === 'vscode'
        ? vscodeWriter(out, server)
        : opts.format === 'claude-code'
          ? claudeCodeWriter(out, server)
        : opts.format === 'ndjson'
          ? ndjsonWriter(out)
          : mcpcapWriter(out);
  // mcpcap records one process; the others restart the server now and then (ids restart).
  const restarts = opts.format !== 'mcpcap';
  const firstId = opts.format === 'vscode' ? 1 : 0;
  const stats: GenerateStats = { bytes: 0, lines: 0, messages: 0, requests: 0, timeouts: 0, cancels: 0, truncated: 0, sessions: 0 };

  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)] as T;
  const words = (n: number): string => {
    const a: string[] = [];
    for (let i = 0; i < n; i++) a.push(pick(WORDS));
    return a.join(' ');
  };

  let now = Date.UTC(2026, 10, 30, 12, 0, 0);
  w.header(now);
  /** Events scheduled for later (cancels after a timeout, late responses), kept sorted by time. */
  let later: Ev[] = [];
  const schedule = (e: Ev): void => {
    later.push(e);
    later.sort((a, b) => a.t - b.t);
  };
  const flushLater = (upTo: number): void => {
    let i = 0;
    while (i < later.length && (later[i] as Ev).t <= upTo) {
      const e = later[i] as Ev;
      emit(e);
      if (e.t > now) now = e.t;
      i++;
    }
    if (i > 0) later = later.slice(i);
  };
  const emit = (e: Ev): void => {
    if (e.k === 'msg') stats.messages++;
    w.write(e);
  };

  const startSession = (): number => {
    stats.sessions++;
    emit({ t: now, k: 'session-start' });
    const id = firstId;
    now += 2;
    emit({
      t: now,
      k: 'msg',
      from: 'client',
      json: `{"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"bench-client","version":"1.0.0"}},"jsonrpc":"2.0","id":${id}}`,
    });
    now += 15;
    emit({
      t: now,
      k: 'msg',
      from: 'server',
      json: `{"jsonrpc":"2.0","id":${id},"result":{"protocolVersion":"2025-06-18","capabilities":{"tools":{},"logging":{}},"serverInfo":{"name":"bench-server","version":"2.3.1"}}}`,
    });
    now += 1;
    emit({ t: now, k: 'msg', from: 'client', json: '{"method":"notifications/initialized","jsonrpc":"2.0"}' });
    return id + 1;
  };

  let nextId = startSession();
  let opsInSession = 0;
  const sessionLength = opts.sessionLength ?? 20_000;
  const rare = opts.rareScale ?? 1;

  while (out.approxBytes < opts.bytes) {
    if (restarts && opsInSession >= sessionLength) {
      flushLater(Number.MAX_SAFE_INTEGER);
      now += 5;
      emit({ t: now, k: 'close' });
      now += 500;
      nextId = startSession();
      opsInSession = 0;
    }
    opsInSession++;
    now += 1 + Math.floor(rnd() * 80);
    flushLater(now);

    const id = nextId++;
    stats.requests++;
    const r = rnd();
    // mcp-remote logs `[pid] [Local→Remote] <method>` as it forwards the host's request, so its line follows that
    // request and names its method (the wild corpus's mcp-remote cases); written before it, the line would start a
    // host-only call of its own with nothing open to join (docs/performance.md, forty-ninth round).
    let forwarded = false;
    if (r < 0.05) {
      const text = pick(STDERR);
      if (text === BRIDGE_LINE) forwarded = true;
      else emit({ t: now, k: 'stderr', text });
    }
    const forward = (method: string): void => {
      if (forwarded) emit({ t: now, k: 'stderr', text: `${BRIDGE_PID} [Local→Remote] ${method}` });
    };
    const kind = rnd();
    if (kind < 0.8) {
      const tool = pick(TOOLS);
      const token = id;
      emit({
        t: now,
        k: 'msg',
        from: 'client',
        json: `{"method":"tools/call","params":{"name":"${tool}","arguments":{"path":"src/${pick(WORDS)}/${pick(WORDS)}.ts","query":"${words(3)}"},"_meta":{"progressToken":${token}}},"jsonrpc":"2.0","id":${id}}`,
      });
      forward('tools/call');
      const fate = rnd();
      if (fate < 0.0012 * rare) {
        // Timed out at the SDK's 60 s default: cancel with the SDK's reason; sometimes a late result.
        stats.timeouts++;
        stats.cancels++;
        const cancelAt = now + 60_000 + Math.floor(rnd() * 10);
        schedule({
          t: now + 30_000,
          k: 'msg',
          from: 'server',
          json: `{"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":${token},"progress":1,"total":10}}`,
        });
        schedule({
          t: cancelAt,
          k: 'msg',
          from: 'client',
          json: `{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":${id},"reason":"McpError: MCP error -32001: Request timed out"}}`,
        });
        if (rnd() < 0.5) {
          schedule({
            t: cancelAt + 1500,
            k: 'msg',
            from: 'server',
            json: `{"jsonrpc":"2.0","id":${id},"result":{"content":[{"type":"text","text":"${words(8)}"}]}}`,
          });
        }
        continue;
      }
      if (fate < 0.0018 * rare) {
        // The user cancelled after a few seconds; the server acknowledges with an error.
        stats.cancels++;
        schedule({
          t: now + 2_000,
          k: 'msg',
          from: 'client',
          json: `{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":${id},"reason":"User cancelled"}}`,
        });
        schedule({
          t: now + 2_010,
          k: 'msg',
          from: 'server',
          json: `{"jsonrpc":"2.0","id":${id},"error":{"code":-32800,"message":"Request cancelled"}}`,
        });
        continue;
      }
      const steps = Math.floor(rnd() * 4);
      for (let s = 1; s <= steps; s++) {
        now += 1 + Math.floor(rnd() * 40);
        emit({
          t: now,
          k: 'msg',
          from: 'server',
          json: `{"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":${token},"progress":${s},"total":${steps},"message":"${words(2)}"}}`,
        });
      }
      if (rnd() < 0.1) {
        now += 1;
        emit({
          t: now,
          k: 'msg',
          from: 'server',
          json: `{"jsonrpc":"2.0","method":"notifications/message","params":{"level":"info","logger":"${tool}","data":"${words(6)}"}}`,
        });
      }
      now += 1 + Math.floor(rnd() * 300);
      // ~1,300 words are ~8 KB of text.
      const text = largeBodies ? words(1200 + Math.floor(rnd() * 200)) : words(8 + Math.floor(rnd() * 120));
      if (rnd() < 0.002) {
        // The host cut a large body inside the JSON (log-formats.md §1.1): invalid JSON on the line.
        stats.truncated++;
        emit({
          t: now,
          k: 'msg',
          from: 'server',
          truncated: true,
          json: `{"jsonrpc":"2.0","id":${id},"result":{"content":[{"type":"text","text":"${text.slice(0, 40)}…[18778 chars truncated]…${text.slice(-20)}"}]}}…`,
        });
      } else if (rnd() < 0.01) {
        emit({
          t: now,
          k: 'msg',
          from: 'server',
          json: `{"jsonrpc":"2.0","id":${id},"result":{"content":[{"type":"text","text":"${text}"}],"isError":true}}`,
        });
      } else {
        emit({ t: now, k: 'msg', from: 'server', json: `{"jsonrpc":"2.0","id":${id},"result":{"content":[{"type":"text","text":"${text}"}]}}` });
      }
    } else if (kind < 0.9) {
      emit({ t: now, k: 'msg', from: 'client', json: `{"method":"resources/read","params":{"uri":"file:///srv/data/${pick(WORDS)}.md"},"jsonrpc":"2.0","id":${id}}` });
      forward('resources/read');
      now += 1 + Math.floor(rnd() * 20);
      emit({
        t: now,
        k: 'msg',
        from: 'server',
        json: `{"jsonrpc":"2.0","id":${id},"result":{"contents":[{"uri":"file:///srv/data/x.md","mimeType":"text/markdown","text":"${words(30)}"}]}}`,
      });
    } else if (kind < 0.97) {
      emit({ t: now, k: 'msg', from: 'client', json: `{"method":"tools/list","params":{},"jsonrpc":"2.0","id":${id}}` });
      forward('tools/list');
      now += 1 + Math.floor(rnd() * 10);
      const tools = TOOLS.map((n) => `{"name":"${n}","description":"${words(6)}","inputSchema":{"type":"object","properties":{"path":{"type":"string"}}}}`).join(',');
      emit({ t: now, k: 'msg', from: 'server', json: `{"jsonrpc":"2.0","id":${id},"result":{"tools":[${tools}]}}` });
    } else {
      emit({ t: now, k: 'msg', from: 'client', json: `{"method":"ping","jsonrpc":"2.0","id":${id}}` });
      forward('ping');
      now += 1;
      emit({ t: now, k: 'msg', from: 'server', json: `{"jsonrpc":"2.0","id":${id},"result":{}}` });
    }
  }
  flushLater(Number.MAX_SAFE_INTEGER);
  now += 5;
  emit({ t: now, k: 'close' });
  out.flush();
  closeSync(fd);
  stats.bytes = out.bytes;
  stats.lines = out.lines;
  return stats;
}
