#!/usr/bin/env node
// paired.mjs runs a path with the capture and the CLI flags; this runs the ninth round's prototype: stage A, facts from json-lines.wasm.
process.argv.push(...["--wasm"]);
await import('../proto-single-pass.mjs');
