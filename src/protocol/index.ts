/** Facts about MCP as data (no I/O): versions and eras, cancellation, stream closes, reasons, timeouts, errors. */
export * from './versions.js';
export * from './stream-close.js';
export * from './cancellation.js';
export * from './reasons.js';
export * from './timeouts.js';
export * from './errors.js';
export * from './methods.js';
