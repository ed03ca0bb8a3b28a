import { IncomingMessage, ServerResponse } from 'node:http';

/** What an Express app gives its requests and replies as prototypes (`app.request`, `app.response`). */
export interface ExpressPrototypes {
  request: object;
  response: object;
}

/** The classes `http.createServer` builds each request and reply with. */
export interface MessageClasses {
  IncomingMessage: typeof IncomingMessage;
  ServerResponse: typeof ServerResponse<IncomingMessage>;
}

const made = new WeakMap<ExpressPrototypes, MessageClasses>();

/**
 * Request and reply classes whose objects are born with the app's prototypes, for
 * `http.createServer({ IncomingMessage, ServerResponse }, app)`.
 *
 * Express gives every request and reply the app's prototypes with `Object.setPrototypeOf` as they
 * arrive. Changing an object's prototype after it is made is slow in V8, and under load it kept
 * most of each request's garbage alive long enough to be promoted to the old generation: a bare
 * Express 5 app answered a quarter as many small requests as the same app built this way
 * (docs/decisions/0240-requests-born-with-express-prototypes.md).
 *
 * Each class extends Node's own and its prototype inherits the app's; the app is then given that
 * prototype as its `request` (and `response`), so the objects these classes make already have the
 * prototype Express sets, and its call changes nothing. Requests made elsewhere (supertest's own
 * server) still get it from Express, as before. Called again for the same app, it returns the
 * same classes.
 */
export function expressMessages(app: ExpressPrototypes): MessageClasses {
  const known = made.get(app);
  if (known) return known;
  class AppRequest extends IncomingMessage {}
  Object.setPrototypeOf(AppRequest.prototype, app.request);
  class AppResponse extends ServerResponse {}
  Object.setPrototypeOf(AppResponse.prototype, app.response);
  app.request = AppRequest.prototype;
  app.response = AppResponse.prototype;
  const classes = { IncomingMessage: AppRequest, ServerResponse: AppResponse };
  made.set(app, classes);
  return classes;
}
