// A non-MCP child for byte-exactness and exit-status tests. Modes (argv[2]):
//   echo   — copy stdin to stdout byte for byte; exit 0 when stdin ends
//   emit   — write a fixed mixed byte sequence (JSON, noise, CRLF, no final newline), exit 3
//   wait   — stay alive until a signal arrives (default action)
const mode = process.argv[2];
if (mode === 'echo') {
  process.stdin.on('data', (c) => process.stdout.write(c));
  process.stdin.on('end', () => process.exit(0));
} else if (mode === 'emit') {
  process.stderr.write('warn: Authorization: Bearer abcdef123456\n');
  process.stdout.write('{"jsonrpc":"2.0","method":"notifications/message","params":{"level":"info"}}\n');
  process.stdout.write('plain noise line\r\n');
  process.stdout.write('{"jsonrpc":"2.0","id":1,"res');
  setTimeout(() => {
    process.stdout.write('ult":{}}\r\n[1,2]\n42\n\n{"unterminated":true}', () => process.exit(3));
  }, 50);
} else if (mode === 'wait') {
  process.stdout.write('{"ready":true}\n');
  setInterval(() => {}, 1000);
}
