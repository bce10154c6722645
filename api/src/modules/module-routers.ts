import type { Router } from 'express';
import type { AppContext } from '../shared/app-context';
import { createAstrologersRouter } from './astrologers/astrologers.router';
import { createAuthRouter } from './auth/auth.router';
import { createAvatarsRouter } from './avatars/avatars.router';

/**
 * Every feature router, mounted under /api in this order. To add a feature: create
 * modules/<feature>/<feature>.router.ts exporting createXRouter(ctx) and add it here.
 */
export function createModuleRouters(ctx: AppContext): Router[] {
  return [createAuthRouter(ctx), createAstrologersRouter(ctx), createAvatarsRouter()];
}
