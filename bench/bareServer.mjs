// The baseline for the read benchmark: a bare node:http server that answers every request with
// the bytes and headers it is sent over IPC (the local host's reply to the same read), so the
// ratio measures what the host adds on top of Node itself. Runs as its own process, like the host.
import { createServer } from 'node:http';

process.once('message', ({ body, headers }) => {
  const bytes = Buffer.from(body, 'base64');
  const server = createServer((_request, response) => {
    response.writeHead(200, headers);
    response.end(bytes);
  });
  server.listen(0, '127.0.0.1', () => process.send?.({ port: server.address().port }));
  process.once('SIGTERM', () => server.close(() => process.exit(0)));
});
