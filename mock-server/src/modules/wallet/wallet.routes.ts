import { Router } from 'express';
import type { AppDeps } from '../../deps.js';

export function createWalletRouter(_deps: AppDeps): Router {
  const router = Router();
  return router;
}
