/** The CLI as `bin/mcp-triage.js` runs it, from the sources (for tests that spawn it without a build). */
import { main } from '../../src/cli/main.js';

process.exitCode = await main(process.argv);
