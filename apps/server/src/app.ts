import { existsSync } from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { createRateLimiter, type RateLimit } from './lib/rate-limiter.ts';
import { createAuthRepository } from './modules/auth/repository.ts';
import {
  type AuthRateLimits,
  authRoutes,
  DEFAULT_AUTH_RATE_LIMITS,
  scaledLimits,
} from './modules/auth/routes.ts';
import { createAuthService } from './modules/auth/service.ts';
import { createBenefitsRepository } from './modules/benefits/repository.ts';
import { benefitsRoutes } from './modules/benefits/routes.ts';
import { createBenefitsService } from './modules/benefits/service.ts';
import { shippedCityList } from './modules/cities/city-list.ts';
import { citiesRoutes } from './modules/cities/routes.ts';
import { createCommentsRepository } from './modules/comments/repository.ts';
import { commentsRoutes } from './modules/comments/routes.ts';
import { createCommentsService } from './modules/comments/service.ts';
import { loadKnowledgeContent } from './modules/knowledge/content.ts';
import { knowledgeRoutes } from './modules/knowledge/routes.ts';
import { createKnowledgeService } from './modules/knowledge/service.ts';
import { createProfilesRepository } from './modules/profiles/repository.ts';
import { profilesRoutes } from './modules/profiles/routes.ts';
import { createProfilesService } from './modules/profiles/service.ts';
import { createPropertyChecks } from './modules/properties/checks.ts';
import type { HandleChecker } from './modules/properties/handle-checker.ts';
import { createPropertyItemsService } from './modules/properties/items-service.ts';
import { createPropertiesRepository } from './modules/properties/repository.ts';
import { propertiesRoutes } from './modules/properties/routes.ts';
import { createPropertiesService } from './modules/properties/service.ts';
import { createReportExports, type PdfRenderer, type ReportExports } from './modules/reports/exports.ts';
import { renderReportPdf } from './modules/reports/pdf/render.tsx';
import { createReportsRepository } from './modules/reports/repository.ts';
import { reportsRoutes } from './modules/reports/routes.ts';
import { createReportsService } from './modules/reports/service.ts';
import { createSupportRepository } from './modules/support/repository.ts';
import { supportRoutes } from './modules/support/routes.ts';
import { createSupportService } from './modules/support/service.ts';
import { valuationRoutes } from './modules/valuation/routes.ts';
import { createWebsitesRepository } from './modules/websites/repository.ts';
import { websitesRoutes } from './modules/websites/routes.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { DEFAULT_PROPERTY_WRITE_LIMIT, propertyWriteGuard } from './plugins/write-limit.ts';
import { registerXsrf } from './plugins/xsrf.ts';

export const API_PREFIX = '/api/v1/cakemix';
/** The parent API path, where the report endpoints also answer. */
export const PARENT_API_PREFIX = '/api/v1';

declare module 'fastify' {
  interface FastifyInstance {
    /** The PDF export queue, so tests and a graceful stop can wait for it. */
    reportExports: ReportExports;
  }
}

export interface AppDeps {
  /** Renders report PDFs; defaults to @react-pdf/renderer. */
  renderPdf?: PdfRenderer;
  config: Config;
  database: Database;
  /** Defaults to SMTP or the outbox, per config. */
  mailer?: Mailer;
  clock?: Clock;
  authRateLimits?: AuthRateLimits;
  /** Property writes (properties, items, copies, comments) per person; defaults to 60 a minute. */
  propertyWriteLimit?: RateLimit;
  /** Support requests per person; defaults to 5 every 10 minutes. */
  supportRateLimit?: RateLimit;
  /** Looks social handles up on their network; without one, only their format is checked. */
  handleChecker?: HandleChecker;
  logger?: FastifyServerOptions['logger'];
}

/**
 * Builds the Fastify app: API under /api/v1/cakemix, OpenAPI at /api/docs, and the built web app when it
 * exists. It never listens; `main.ts` does, and tests call `app.inject()`.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const clock = deps.clock ?? systemClock;
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('auth', null);
  const servesWebApp = existsSync(path.join(config.webDistDir, 'index.html'));
  registerErrorHandler(app, { spaFallback: servesWebApp });

  const mailer =
    deps.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      outboxDir: path.join(config.dataDir, 'mail'),
      from: config.mailFrom,
      logger: app.log,
    });

  const https = config.appUrl.startsWith('https://');
  await app.register(helmet, {
    // Over plain http (a local start) neither HSTS nor upgrading requests to https makes sense.
    hsts: https,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine injects its CSS variables in style elements.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
  });
  await app.register(cors, { origin: [config.appUrl], credentials: true });
  await app.register(cookie);
  registerXsrf(app, { secure: https });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Cakemix sponsorship valuation API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const rateLimiter = createRateLimiter(database.db, clock);
  const auth = createAuthService({
    repo: createAuthRepository(database.db),
    mailer,
    clock,
    oauthClient: { id: config.oauthClientId, secret: config.oauthClientSecret },
    appUrl: config.appUrl,
  });

  const profiles = createProfilesService({ repo: createProfilesRepository(database.db), clock });
  const writes = propertyWriteGuard(rateLimiter, deps.propertyWriteLimit ?? DEFAULT_PROPERTY_WRITE_LIMIT);
  const benefits = createBenefitsService(createBenefitsRepository(database.db));
  const check = createPropertyChecks({
    cities: shippedCityList,
    knownBenefitIds: benefits.knownIds,
    handleChecker: deps.handleChecker,
    onCheckerError: (error) => app.log.warn({ err: error }, 'social handle lookup failed'),
  });
  const propertiesRepo = createPropertiesRepository(database.db);
  const properties = createPropertiesService({ repo: propertiesRepo, clock, check });
  const items = createPropertyItemsService({ repo: propertiesRepo, clock, check, properties });
  const comments = createCommentsService({ repo: createCommentsRepository(database.db), clock });
  const reportsRepo = createReportsRepository(database.db);
  const reports = createReportsService({
    repo: reportsRepo,
    properties,
    profiles,
    clock,
    appUrl: config.appUrl,
  });
  const reportExports = createReportExports({
    repo: reportsRepo,
    reports,
    render: deps.renderPdf ?? renderReportPdf,
    clock,
    log: app.log,
  });
  app.decorate('reportExports', reportExports);
  const knowledge = createKnowledgeService(
    await loadKnowledgeContent(config.contentDir, (warning) => app.log.warn(warning)),
  );
  const support = createSupportService({
    repo: createSupportRepository(database.db),
    mailer,
    clock,
    onMailError: (error) => app.log.error({ err: error }, 'support request mail failed'),
  });
  const reportRoutes = reportsRoutes({ auth, reports, exports: reportExports, rateLimiter });

  await app.register(
    async (api) => {
      await api.register(
        authRoutes({
          auth,
          rateLimiter,
          limits:
            deps.authRateLimits ?? scaledLimits(DEFAULT_AUTH_RATE_LIMITS, config.authRateLimitMultiplier),
        }),
      );
      await api.register(websitesRoutes({ auth, repo: createWebsitesRepository(database.db) }));
      await api.register(profilesRoutes({ auth, profiles }));
      await api.register(propertiesRoutes({ auth, properties, items, writes }));
      await api.register(benefitsRoutes({ auth, benefits }));
      await api.register(valuationRoutes({ auth, properties, benefits }));
      await api.register(citiesRoutes({ auth, cities: shippedCityList }));
      await api.register(commentsRoutes({ auth, comments, writes }));
      await api.register(reportRoutes);
      await api.register(knowledgeRoutes({ auth, knowledge }));
      await api.register(supportRoutes({ auth, support, rateLimiter, limit: deps.supportRateLimit }));
      api.get('/csrf-cookie', { schema: { hide: true } }, async (_request, reply) =>
        reply.status(204).send(),
      );
    },
    { prefix: API_PREFIX },
  );
  // The spec's "Brickroad reports": the same report endpoints under the parent API path.
  await app.register(reportRoutes, { prefix: PARENT_API_PREFIX });

  // The built single-page app; the not-found handler answers its client routes with index.html.
  if (servesWebApp) await app.register(fastifyStatic, { root: config.webDistDir, wildcard: false });
  return app;
}
