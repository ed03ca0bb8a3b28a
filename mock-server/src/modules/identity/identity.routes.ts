import express, { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { cardPageHeaders } from '../../card-page.js';
import type { Env } from '../../env.js';
import type { Faults } from '../faults/faults.service.js';
import { signInPage } from './identity-page.js';
import { createIdentityProvider, type IdentityProvider } from './identity-provider.js';

const typedIdentity = z.object({
  email: z.email().max(254),
  name: z.string().trim().min(1).max(50),
});

/**
 * The stand-in identity provider of "Continue with Google" (docs/decisions/0264), at
 * PUBLIC_URL/idp while GOOGLE_ISSUER is unset: oidc-provider answers discovery, authorization, token and JWKS
 * under /idp; this router adds its sign-in page. It is built on first use, so test apps that
 * never sign in with Google never load it.
 */
export function createIdentityRouter(deps: { env: Env; faults: Pick<Faults, 'is'> }): Router {
  const router = Router();
  const { env, faults } = deps;
  if (!env.GOOGLE_STAND_IN) return router;
  const redirectUri = `${env.PUBLIC_URL}/api/auth/google/callback`;
  let idp: Promise<IdentityProvider> | undefined;
  const stand = () => (idp ??= createIdentityProvider(env, redirectUri));
  const headers = cardPageHeaders([redirectUri, ...env.CLIENT_ORIGINS]);
  const expired = (res: Response) =>
    res
      .status(400)
      .type('text/plain')
      .send('This sign-in has expired or is unknown. Go back to Inkreel and start again.');

  // An interaction oidc-provider no longer knows (expired, finished) is a page, not a 500.
  const details = async (req: Request, res: Response) =>
    (await stand()).provider.interactionDetails(req, res).catch(() => undefined);

  router.get('/idp/interaction/:uid', async (req, res) => {
    const interaction = await details(req, res);
    if (!interaction) return expired(res);
    // The account this browser signed in with before comes first, as Google's chooser lists it.
    const sub = interaction.session?.accountId;
    const recent = sub ? (await stand()).personOf(sub) : undefined;
    res
      .status(200)
      .set(headers)
      .send(signInPage(interaction.uid, 'Inkreel', { recent }));
  });

  const form = express.urlencoded({ extended: false, limit: '8kb' });
  router.post('/idp/interaction/:uid/login', form, async (req, res) => {
    const interaction = await details(req, res);
    if (!interaction) return expired(res);
    const typed = typedIdentity.safeParse(req.body);
    if (!typed.success) {
      const problem = 'Enter a valid e-mail address and a name of at most 50 characters.';
      return res
        .status(400)
        .set(headers)
        .send(signInPage(interaction.uid, 'Inkreel', { problem }));
    }
    const { provider, remember } = await stand();
    const accountId = remember(typed.data);
    const grant = new provider.Grant({ accountId, clientId: String(interaction.params.client_id) });
    grant.addOIDCScope('openid email profile');
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, {
      select_account: {},
      login: { accountId },
      consent: { grantId },
    });
  });

  router.post('/idp/interaction/:uid/cancel', async (req, res) => {
    if (!(await details(req, res))) return expired(res);
    await (
      await stand()
    ).provider.interactionFinished(req, res, {
      error: 'access_denied',
      error_description: 'The user cancelled the sign-in.',
    });
  });

  // The fault lab's identity-provider-down: the code exchange fails as a broken server's would.
  router.post('/idp/token', (req, res, next) => {
    if (!faults.is('identity-provider-down')) return next();
    res
      .status(500)
      .json({ error: 'server_error', error_description: 'identity-provider-down scenario' });
  });

  router.use('/idp', async (req, res) => (await stand()).provider.callback()(req, res));
  return router;
}
