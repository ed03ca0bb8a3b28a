// The peer for the API figures: a bare Express 5 app answering each route with the bytes the mock
// provider answered (read from ROUTES_FILE): its body and its headers as recorded (security
// headers, Vary, the XSRF token, and the cookie when the mock set one), set from a list on every
// reply.
// Nothing else in front of it. Date, Content-Length and ETag are made per reply, as by the mock.
// With BORN_WITH_PROTOTYPES=1 its server makes requests and replies with the app's prototypes, as
// the mock provider's does (mock-server/src/http/express-messages.ts): the same app, tuned alike.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import express from 'express';
import { expressMessages } from '../../mock-server/src/http/express-messages.js';

interface CannedRoute {
  path: string;
  contentType: string;
  body: string;
  headers: [string, string | string[]][];
}

const routes = JSON.parse(readFileSync(process.env.ROUTES_FILE ?? '', 'utf8')) as CannedRoute[];
const app = express();
app.get('/api/health', (_req, res) => {
  res.json({ ok: true });
});
for (const route of routes) {
  const body = Buffer.from(route.body, 'base64');
  const headers = route.headers;
  app.get(route.path, (_req, res) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    res.type(route.contentType).send(body);
  });
}
const server =
  process.env.BORN_WITH_PROTOTYPES === '1'
    ? createServer(expressMessages(app), app)
    : createServer(app);
server.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
// Exit normally on SIGTERM (the bench stops it so), so `node --cpu-prof` can write its profile.
process.on('SIGTERM', () => process.exit(0));
