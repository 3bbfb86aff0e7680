/**
 * The recorder as a host would run it, minus the commander shell: tests put
 * `node --import tsx test/record/tap-bin.ts -o <file> [--keep-secrets] [--truncate] -- <server…>` as the
 * client's server command. Exits with the tap's status, as `mcp-triage record` does.
 */
import { runStdioTap } from '../../src/record/stdio-tap.js';

const argv = process.argv.slice(2);
const dd = argv.indexOf('--');
const own = dd === -1 ? argv : argv.slice(0, dd);
const command = dd === -1 ? [] : argv.slice(dd + 1);
const oi = own.indexOf('-o');
const output = oi === -1 ? undefined : own[oi + 1];
if (output === undefined || command.length === 0) {
  process.stderr.write('usage: tap-bin -o <file> [--keep-secrets] [--truncate] -- <command...>\n');
  process.exit(2);
}
const result = await runStdioTap({
  command: command[0] as string,
  args: command.slice(1),
  output,
  keepSecrets: own.includes('--keep-secrets'),
  truncate: own.includes('--truncate'),
});
process.exit(result.status);
