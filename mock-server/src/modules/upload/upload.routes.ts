import { Router } from 'express';
import type { AppDeps } from '../../deps.js';

export function createUploadRouter(_deps: AppDeps): Router {
  const router = Router();
  return router;
}
