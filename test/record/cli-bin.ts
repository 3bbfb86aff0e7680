/** `mcp-triage` reduced to the record command, as the CLI tests run it (the real bin needs a build). */
import { Command } from 'commander';
import { registerRecordCommand } from '../../src/cli/record.js';

const program = new Command('mcp-triage');
registerRecordCommand(program);
await program.parseAsync(process.argv);
