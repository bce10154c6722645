import cors from 'cors';
import express, { type Express } from 'express';
import { createAstrologyRouter } from './astrology/http/astrology-router';
import type { AppServices } from './modules/app-services';
import { createModuleRouters } from './modules/module-routers';
import type { AppContext } from './shared/app-context';
import { apiNotFoundHandler, createErrorHandler } from './shared/http/error-handler';
import { createHealthRouter, type HealthOptions } from './shared/http/health';
import { createJobsRouter } from './shared/jobs/jobs.router';
import { languageHeaders } from './shared/http/language-headers';
import { requestLogging } from './shared/http/request-logging';
import { httpMetrics } from './shared/metrics/http-metrics';
import { securityHeaders } from './shared/http/security-headers';
import { singleValueQuery } from './shared/http/single-value-query';

export interface AppOptions {
  /** The readiness checks and shutdown state (server.ts); default: ready whenever the process answers. */
  health?: Omit<HealthOptions, 'engine'>;
}

/** The Express application: request logs, security headers, CORS, JSON bodies, every router under /api, one error handler. */
export function createApp(ctx: AppContext, services: AppServices, options: AppOptions = {}): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', ctx.config.trustProxy);
  app.set('etag', false);

  app.use(requestLogging(ctx.logger));
  // Timed only where something reads the figures (METRICS_PORT): otherwise every request would fill a histogram nobody scrapes.
  if (ctx.config.metrics) app.use(httpMetrics());
  app.use(securityHeaders({ crossOriginResourcePolicy: { policy: 'same-site' } }));
  app.use(cors({ origin: ctx.config.corsOrigins, credentials: true }));
  app.use(express.json({ limit: ctx.config.bodyLimit }));

  const api = express.Router();
  api.use(languageHeaders);
  api.use(singleValueQuery);
  api.use(createHealthRouter({ engine: ctx.database.engine, ...(options.health ?? { checks: [], draining: () => false }) }));
  for (const router of createModuleRouters(ctx, services)) api.use(router);
  api.use(createJobsRouter(ctx, () => services.jobs));
  api.use(
    createAstrologyRouter({
      chartRenderWorkers: ctx.config.chartImage.renderWorkers,
      rateLimitStores: ctx.rateLimitStores,
      chartImageLimit: { max: ctx.config.chartImage.perMinute, windowMs: 60_000 },
    }),
  );
  api.use(apiNotFoundHandler);

  app.use('/api', api);
  app.use(createErrorHandler(ctx.logger));
  return app;
}
