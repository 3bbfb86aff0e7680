/**
 * A log written through Node's `debug` package to a file or a pipe (no TTY): each record is
 *
 *   `<ISO 8601 UTC, ms, Z> <namespace> <message>`      e.g. `2026-02-03T00:13:13.095Z mcp:log list_pages error: …`
 *
 * with the message's further lines (a stack, a pretty-printed array: `puppeteer:error [` … `]`) under it
 * without a stamp. That is what `debug` prints when its stream is not a terminal (its Node `formatArgs`:
 * the date, then the namespace, then the text), and what MCP servers built on it leave in the file their
 * `--logFile` option names: chrome-devtools-mcp writes its own sentences under `mcp:log` and Puppeteer's
 * under `puppeteer:*` (ChromeDevTools/chrome-devtools-mcp#870, #863). The log is the server's: its lines
 * speak as the server.
 *
 * Detection: the line shape alone (`debug` serves many programs) is weak; a namespace with `mcp` in it
 * makes it likely an MCP server's log, and the server's own sentences (hosts/devtools-mcp.ts) make it certain.
 * Other servers' words are read better by the reader of last resort, which has every row: below it.
 */
import { devtoolsMcpPhrases } from '../hosts/devtools-mcp.js';
import { readSaid } from '../hosts/phrase.js';
import { parseIsoUtc } from '../time.js';
import type { Reader } from '../types.js';
import { hostLineReader, type HostLine } from './host-lines.js';

/** `debug`'s namespaces are colon-separated words (`mcp:log`, `puppeteer:protocol:SEND ►`, `pw:mcp:server`). */
const LINE_RE = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z) ([\w.-]+(?::[\w.*-]+)+) (.*)$/;

export const nodeDebugLog: Reader = {
  ...hostLineReader({
    name: 'node-debug',
    title: "Node `debug` package log written to a file (`<ISO UTC> <namespace> <message>`: chrome-devtools-mcp's --logFile)",
    clock: 'utc',
    host: 'unknown',
    self: 'server',
    header(line: string): HostLine | null {
      const c = line.charCodeAt(0);
      if (c < 48 || c > 57) return null;
      const m = LINE_RE.exec(line);
      if (m === null) return null;
      // The namespace stays in the message: the rows are anchored on it (`mcp:log <tool> error: …`).
      return { at: parseIsoUtc(m[1]!), msg: `${m[2]!} ${m[3]!}` };
    },
    phrases: devtoolsMcpPhrases,
    wordsFrom: 'server',
    headerless: 'continue',
    sniff(head) {
      let shape = 0;
      let mcp = 0;
      let own = 0;
      for (const l of head) {
        const m = LINE_RE.exec(l);
        if (m === null) continue;
        shape++;
        if (/(?:^|:)mcp(?::|$)/.test(m[2]!)) mcp++;
        if (readSaid(devtoolsMcpPhrases, `${m[2]!} ${m[3]!}`) !== null) own++;
      }
      if (own > 0) return 0.85;
      // An `mcp` namespace without the server's own sentences is some other server on `debug`
      // (linshenkx/prompt-optimizer's `mcp:info`, #202 and #304): its words are what the reader of last resort
      // reads with every client's and server's rows, so this reader only claims the file when nothing else
      // reads MCP in it (that reader scores 0.40 with such words).
      if (mcp > 0) return 0.35;
      return shape >= 2 ? 0.3 : 0;
    },
  }),
  host: 'unknown',
};
