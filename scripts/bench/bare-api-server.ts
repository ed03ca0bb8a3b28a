// The peer for the API figures: a bare Express 5 app answering each route with the bytes the mock
// provider answered (read from ROUTES_FILE), nothing else in front of it.
import { readFileSync } from 'node:fs';
import express from 'express';

interface CannedRoute {
  path: string;
  contentType: string;
  body: string;
}

const routes = JSON.parse(readFileSync(process.env.ROUTES_FILE ?? '', 'utf8')) as CannedRoute[];
const app = express();
app.get('/api/health', (_req, res) => {
  res.json({ ok: true });
});
for (const route of routes) {
  const body = Buffer.from(route.body, 'base64');
  app.get(route.path, (_req, res) => {
    res.type(route.contentType).send(body);
  });
}
app.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
// Exit normally on SIGTERM (the bench stops it so), so `node --cpu-prof` can write its profile.
process.on('SIGTERM', () => process.exit(0));
