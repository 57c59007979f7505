import { readFileSync } from 'node:fs';
import express from 'express';

// The benchmark's baseline: a bare Express app (no middleware) answering res.json() with the same
// documents the content service serves, read once from BASELINE_BODIES (a JSON map path → body).
const bodies = JSON.parse(readFileSync(process.env.BASELINE_BODIES as string, 'utf8')) as Record<
  string,
  unknown
>;
const app = express();
app.get('/healthz', (_req, res) => {
  res.json({ status: 'ok' });
});
for (const [path, body] of Object.entries(bodies)) {
  app.get(path, (_req, res) => {
    res.json(body);
  });
}
app.listen(Number(process.env.PORT), '127.0.0.1');
