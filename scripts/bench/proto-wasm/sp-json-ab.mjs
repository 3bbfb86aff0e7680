#!/usr/bin/env node
// paired.mjs runs a path with the capture and the CLI flags; this runs the ninth round's prototype: stages A+B, JSON.parse.
process.argv.push(...["--staged"]);
await import('../proto-single-pass.mjs');
