import cors from 'cors';
import express, { type Express } from 'express';
import type { HealthResponse } from '@astrosetu/contracts';
import { createAstrologyRouter } from './astrology/http/astrology-router';
import { createModuleRouters } from './modules/module-routers';
import type { AppContext } from './shared/app-context';
import { apiNotFoundHandler, createErrorHandler } from './shared/errors/error-handler';
import { securityHeaders } from './shared/http/security-headers';

/** The Express application: security headers, CORS, JSON bodies, every router under /api, one error handler. */
export function createApp(ctx: AppContext): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', ctx.config.trustProxy);
  app.set('etag', false);

  app.use(securityHeaders({ crossOriginResourcePolicy: { policy: 'same-site' } }));
  app.use(cors({ origin: ctx.config.corsOrigins, credentials: true }));
  app.use(express.json({ limit: ctx.config.bodyLimit }));

  const api = express.Router();
  api.get('/health', (_req, res) => {
    const body: HealthResponse = { status: 'ok', database: ctx.database.engine };
    res.json(body);
  });
  for (const router of createModuleRouters(ctx)) api.use(router);
  api.use(
    createAstrologyRouter({
      chartRenderWorkers: ctx.config.chartImage.renderWorkers,
      chartImageLimit: { max: ctx.config.chartImage.perMinute, windowMs: 60_000 },
    }),
  );
  api.use(apiNotFoundHandler);

  app.use('/api', api);
  app.use(createErrorHandler(ctx.logger));
  return app;
}
