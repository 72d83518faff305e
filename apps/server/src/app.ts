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
import { createRateLimiter } from './lib/rate-limiter.ts';
import { createAuthRepository } from './modules/auth/repository.ts';
import { type AuthRateLimits, authRoutes, DEFAULT_AUTH_RATE_LIMITS } from './modules/auth/routes.ts';
import { createAuthService } from './modules/auth/service.ts';
import { createProfilesRepository } from './modules/profiles/repository.ts';
import { profilesRoutes } from './modules/profiles/routes.ts';
import { createProfilesService } from './modules/profiles/service.ts';
import { createWebsitesRepository } from './modules/websites/repository.ts';
import { websitesRoutes } from './modules/websites/routes.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerXsrf } from './plugins/xsrf.ts';

export const API_PREFIX = '/api/v1/cakemix';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Defaults to SMTP or the outbox, per config. */
  mailer?: Mailer;
  clock?: Clock;
  authRateLimits?: AuthRateLimits;
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

  await app.register(
    async (api) => {
      await api.register(
        authRoutes({ auth, rateLimiter, limits: deps.authRateLimits ?? DEFAULT_AUTH_RATE_LIMITS }),
      );
      await api.register(websitesRoutes({ auth, repo: createWebsitesRepository(database.db) }));
      const profiles = createProfilesService({ repo: createProfilesRepository(database.db), clock });
      await api.register(profilesRoutes({ auth, profiles }));
      api.get('/csrf-cookie', { schema: { hide: true } }, async (_request, reply) =>
        reply.status(204).send(),
      );
    },
    { prefix: API_PREFIX },
  );

  // The built single-page app; the not-found handler answers its client routes with index.html.
  if (servesWebApp) await app.register(fastifyStatic, { root: config.webDistDir, wildcard: false });
  return app;
}
