import { Router } from 'express';

/** Placeholder until the astrology engine lands: the API mounts this router under /api. */
export function createAstrologyRouter(): Router {
  return Router();
}
