/**
 * Child process of the floor benchmark: an HTTP server that reads each POST body whole and
 * answers `{"status":"success"}`, with nothing else. `node` = bare `node:http`; `express` = an
 * Express 5 app with that one route (the framework leads-api is built on).
 * Usage: http-server.ts <node|express> <port>
 */
import http from 'node:http';
import express from 'express';

const [mode, port] = [process.argv[2], Number(process.argv[3])];
const ANSWER = JSON.stringify({ status: 'success' });

function readBody(req: http.IncomingMessage, done: (body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => done(Buffer.concat(chunks)));
}

if (mode === 'node') {
  http
    .createServer((req, res) =>
      readBody(req, () => {
        res.writeHead(200, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(ANSWER),
        });
        res.end(ANSWER);
      }),
    )
    .listen(port, '127.0.0.1', () => process.stdout.write('ready\n'));
} else {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.post('/api/prospecto/agregar', (req, res) =>
    readBody(req, () => {
      res.json({ status: 'success' });
    }),
  );
  app.listen(port, '127.0.0.1', () => process.stdout.write('ready\n'));
}
