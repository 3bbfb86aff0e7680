#!/usr/bin/env node
// paired.mjs runs a path with the capture and the CLI flags; this runs the ninth round's prototype: stage A, JSON.parse.
process.argv.push(...[]);
await import('../proto-single-pass.mjs');
