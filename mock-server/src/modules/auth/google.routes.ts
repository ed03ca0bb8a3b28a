import { parse as parseCookies } from 'cookie';
import { Router, type Request } from 'express';
import { googleCalls, type GoogleOutcome } from '@inkreel/shared';
import type { Env } from '../../env.js';
import type { Xsrf } from '../../http/xsrf.js';
import { route } from '../../http/route.js';
import { createGoogleService, type GoogleDeps } from './google.service.js';

/** Binds a started sign-in to the browser that started it (login CSRF), for ten minutes. */
const FLOW_COOKIE = 'inkreel_google_flow';
const COOKIE_PATH = '/api/auth/google';

export type GoogleRouterDeps = GoogleDeps & { env: Pick<Env, 'CLIENT_ORIGIN'>; xsrf: Xsrf };

/**
 * "Continue with Google" (issue 32, item 2; extensions): the availability call, the browser's
 * start and callback navigations, and the one-time code traded for a session.
 */
export function createGoogleRouter(deps: GoogleRouterDeps): Router {
  const router = Router();
  const { env, logger, xsrf } = deps;
  const service = createGoogleService(deps);
  const toLogin = (outcome: GoogleOutcome) => `${env.CLIENT_ORIGIN}/login?google=${outcome}`;
  const flowOf = (req: Request) => parseCookies(req.headers.cookie ?? '')[FLOW_COOKIE];

  route(router, googleCalls.availability, () => {
    service.prepare();
    return { startUrl: `${env.PUBLIC_URL}${googleCalls.start.path}` };
  });

  router.get(googleCalls.start.path, async (req, res) => {
    try {
      const { flowId, url } = await service.start();
      res.cookie(FLOW_COOKIE, flowId, {
        httpOnly: true,
        sameSite: 'lax',
        secure: req.secure,
        path: COOKIE_PATH,
        maxAge: 10 * 60_000,
      });
      res.redirect(303, url);
    } catch (error) {
      logger.warn(
        { err: error },
        'Google sign-in could not start: the identity provider is unreachable',
      );
      res.redirect(303, toLogin('failed'));
    }
  });

  router.get(googleCalls.callback.path, async (req, res) => {
    const result = await service.finish(flowOf(req), new URL(req.originalUrl, env.PUBLIC_URL));
    res.clearCookie(FLOW_COOKIE, { path: COOKIE_PATH });
    // The code goes in the fragment: browsers never send it, so no server or log sees it.
    res.redirect(
      303,
      'code' in result
        ? `${env.CLIENT_ORIGIN}/auth/google/callback#code=${result.code}`
        : toLogin(result.outcome),
    );
  });

  // A new session gets a new XSRF token, as after login.
  route(router, googleCalls.session, ({ body }, req, res) => {
    const reply = service.session(body.code);
    xsrf.rotate(req, res);
    return reply;
  });
  return router;
}
