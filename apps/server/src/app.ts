import { existsSync } from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { requestAnalyze } from './jobs/embedded-analyze.ts';
import type { JobQueue } from './jobs/queue.ts';
import { API_PREFIX, PARENT_API_PREFIX } from './lib/api-paths.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import type { LimitName, Limits } from './lib/limits.ts';
import { SAFE_LOG_SERIALIZERS } from './lib/log-safety.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { createRateLimiter } from './lib/rate-limiter.ts';
import { createAuditRepository } from './modules/audit/repository.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { createAuthRepository } from './modules/auth/repository.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { createAuthService } from './modules/auth/service.ts';
import { requestBenchmarkRefresh } from './modules/benchmarks/jobs.ts';
import { createBenchmarksRepository } from './modules/benchmarks/repository.ts';
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
import { portfolioRoutes } from './modules/portfolio/routes.ts';
import { createPortfolioService } from './modules/portfolio/service.ts';
import { createProfilesRepository } from './modules/profiles/repository.ts';
import { profilesRoutes } from './modules/profiles/routes.ts';
import { createProfilesService } from './modules/profiles/service.ts';
import { createPropertyChecks } from './modules/properties/checks.ts';
import type { HandleChecker } from './modules/properties/handle-checker.ts';
import { createPropertyItemsService } from './modules/properties/items-service.ts';
import { createPropertiesRepository } from './modules/properties/repository.ts';
import { propertiesListRoute, propertiesRoutes } from './modules/properties/routes.ts';
import { createPropertiesService } from './modules/properties/service.ts';
import type { RateCardWorker } from './modules/rate-card/jobs.ts';
import { createRateCardRepository } from './modules/rate-card/repository.ts';
import { rateCardRoutes } from './modules/rate-card/routes.ts';
import { createRateCardService } from './modules/rate-card/service.ts';
import type { ExportWorker } from './modules/reports/export-worker.ts';
import { createReportExports } from './modules/reports/exports.ts';
import { createReportsRepository } from './modules/reports/repository.ts';
import { reportsRoutes } from './modules/reports/routes.ts';
import { createReportsService } from './modules/reports/service.ts';
import { createReportViews } from './modules/reports/views.ts';
import { createImportReadPool } from './modules/spreadsheets/import-pool.ts';
import { createPropertyImport } from './modules/spreadsheets/property-import.ts';
import { spreadsheetsRoutes } from './modules/spreadsheets/routes.ts';
import { createSupportRepository } from './modules/support/repository.ts';
import { supportRoutes } from './modules/support/routes.ts';
import { createSupportService } from './modules/support/service.ts';
import { createInvitationsRepository } from './modules/team/invitations-repository.ts';
import { createTeamRepository } from './modules/team/repository.ts';
import { teamRoutes } from './modules/team/routes.ts';
import { createTeamService } from './modules/team/service.ts';
import { valuationRoutes } from './modules/valuation/routes.ts';
import { createWebsitesRepository } from './modules/websites/repository.ts';
import { websitesRoutes } from './modules/websites/routes.ts';
import { answerEarlyRefusal } from './plugins/early-refusals.ts';
import { answerUnreadableUrl, registerErrorHandler } from './plugins/error-handler.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { type ResponseWriting, responseSerializerCompiler } from './plugins/response-serializer.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { refuseUnstorableText } from './plugins/text-rule.ts';
import { webPagePicker } from './plugins/web-pages.ts';
import { editorWrites, personalLimit } from './plugins/write-limit.ts';
import { registerXsrf } from './plugins/xsrf.ts';

export { API_PREFIX, PARENT_API_PREFIX };

/**
 * How long browsers keep a file of the built app: Vite names everything under assets/ by a hash of its
 * content, so it never changes under its name (a year, immutable); index.html and the other files keep their
 * names across releases, so browsers ask again each time (no-cache: they revalidate by ETag).
 */
export function webAppCacheControl(root: string, file: string): string {
  const inApp = file.startsWith(root) ? path.relative(root, file) : file.replace(/^\/+/, '');
  return inApp.startsWith(`assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** How many report views an instance keeps (about 50 kB each for a detailed report): 10 MB at most. */
const REPORT_VIEWS_KEPT = 200;

export interface AppDeps {
  config: Config;
  database: Database;
  /** The started job queue, where PDF exports wait for a worker of any instance. */
  queue: JobQueue;
  /** This process's own export worker, if it renders too: woken when an export is queued here. */
  exportWorker?: ExportWorker | undefined;
  /** This process's rate-card worker: woken when a revaluation is queued here. */
  rateCardWorker?: RateCardWorker | undefined;
  /** Defaults to SMTP or the outbox, per config. */
  mailer?: Mailer;
  clock?: Clock;
  /** Rate limits in place of the configured ones (lib/limits.ts). */
  limits?: Partial<Limits>;
  /** Looks social handles up on their network; without one, only their format is checked. */
  handleChecker?: HandleChecker;
  logger?: FastifyServerOptions['logger'];
  /** `checked` (the tests): every answer is also checked with zod; by default only written from its schema. */
  responses?: ResponseWriting;
}

/**
 * Builds the Fastify app: API under /api/v1/cakemix, OpenAPI at /api/docs, and the built web app when it
 * exists. It never listens; `main.ts` does, and tests call `app.inject()`.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const clock = deps.clock ?? systemClock;
  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : {
            level: config.logLevel,
            ...(typeof deps.logger === 'object' ? deps.logger : {}),
            serializers: SAFE_LOG_SERIALIZERS,
          },
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerUnreadableUrl,
    clientErrorHandler: answerEarlyRefusal,
    // A hop count trusts the nearest `n` proxies (as proxy-addr reads a number), given as a function for the types.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler(deps.responses ?? 'fast'));
  app.decorateRequest('auth', null);
  const servesWebApp = existsSync(path.join(config.webDistDir, 'index.html'));
  registerErrorHandler(app, { webPage: servesWebApp ? webPagePicker(config.webDistDir) : null });
  refuseUnstorableText(app);

  const mailer =
    deps.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      outboxDir: path.join(config.dataDir, 'mail'),
      from: config.mailFrom,
      logger: app.log,
    });

  const https = config.appUrl.startsWith('https://');
  registerSecurityHeaders(app, {
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

  await registerOpenApi(app);

  const rateLimiter = createRateLimiter(database.db, clock);
  const limits: Limits = { ...config.rateLimits, ...deps.limits };
  const writesOf = (name: LimitName) => editorWrites(rateLimiter, name, limits[name]);
  const auth = createAuthService({
    repo: createAuthRepository(database.db),
    mailer,
    clock,
    oauthClient: { id: config.oauthClientId, secret: config.oauthClientSecret },
    appUrl: config.appUrl,
  });

  // A session's last use is the last request it made that was answered: a refused one writes nothing.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.auth && reply.statusCode < 400) await auth.touchSession(request.auth);
    return payload;
  });

  const profiles = createProfilesService({ repo: createProfilesRepository(database.db), clock });
  const benefits = createBenefitsService(createBenefitsRepository(database.db));
  const check = createPropertyChecks({
    cities: shippedCityList,
    knownBenefitIds: benefits.knownIds,
    handleChecker: deps.handleChecker,
    onCheckerError: (error) => app.log.warn({ err: error }, 'social handle lookup failed'),
  });
  // Workbook imports are read in a worker thread, started on first import; stopped with the app.
  const importReader = createImportReadPool();
  app.addHook('onClose', () => importReader.close());
  // The website's rates of the day (its rate card): what every new valuation of the website uses.
  const rateCard = createRateCardService({
    repo: createRateCardRepository(database.db),
    clock,
    queue: deps.queue,
    notifyWorkers: () => deps.rateCardWorker?.notify(),
    onQueueError: (error) => app.log.warn({ err: error }, 'rate card revaluation not queued'),
  });
  const rates = (websiteId: number) => rateCard.ratesFor(websiteId);
  const propertiesRepo = createPropertiesRepository(database.db);
  const properties = createPropertiesService({ repo: propertiesRepo, clock, check, rates });
  const items = createPropertyItemsService({ repo: propertiesRepo, clock, check, properties, rates });
  const comments = createCommentsService({ repo: createCommentsRepository(database.db), clock });
  const reportsRepo = createReportsRepository(database.db);
  const reports = createReportsService({
    repo: reportsRepo,
    properties,
    profiles,
    benchmarks: createBenchmarksRepository(database.db),
    ratesFor: rates,
    targetRatio: (websiteId, profile) => rateCard.targetRatio(websiteId, profile),
    catalogue: () => benefits.list(),
    clock,
    appUrl: config.appUrl,
  });
  const reportExports = createReportExports({
    repo: reportsRepo,
    reports,
    queue: deps.queue,
    notifyWorkers: () => deps.exportWorker?.notify(),
    clock,
    queuedPerPerson: config.exports.queuedPerPerson,
  });
  const knowledge = createKnowledgeService(
    await loadKnowledgeContent(config.contentDir, (warning) => app.log.warn(warning)),
  );
  const support = createSupportService({
    repo: createSupportRepository(database.db),
    mailer,
    clock,
    onMailError: (error) => app.log.error({ err: error }, 'support request mail failed'),
  });
  const websitesRepo = createWebsitesRepository(database.db);
  const team = createTeamService({
    repo: createTeamRepository(database.db),
    invitations: createInvitationsRepository(database.db),
    mailer,
    clock,
    appUrl: config.appUrl,
    websiteName: async (websiteId) => (await websitesRepo.findWebsite(websiteId))?.name ?? '',
  });
  const reportRoutes = reportsRoutes({
    auth,
    reports,
    views: createReportViews({ repo: reportsRepo, reports, capacity: REPORT_VIEWS_KEPT }),
    exports: reportExports,
    rateLimiter,
    reportWork: personalLimit(rateLimiter, 'reportWork', limits.reportWork, 'reportWorkLimit'),
    writes: writesOf('reportWrites'),
    sharedReads: limits.sharedReportReads,
  });

  await app.register(
    async (api) => {
      await api.register(authRoutes({ auth, rateLimiter, limits }));
      await api.register(websitesRoutes({ auth, repo: websitesRepo }));
      await api.register(teamRoutes({ auth, team, rateLimiter, limits }));
      await api.register(
        auditRoutes({
          auth,
          audit: createAuditRepository(database.db),
          rateLimiter,
          limits,
          assertRecord: { property: properties.get, brand_profile: profiles.get },
        }),
      );
      await api.register(profilesRoutes({ auth, profiles, writes: writesOf('profileWrites') }));
      await api.register(propertiesListRoute({ auth, properties }));
      await api.register(
        propertiesRoutes({
          auth,
          properties,
          items,
          writes: writesOf('propertyWrites'),
          onChange: () => requestBenchmarkRefresh(deps.queue, app.log),
        }),
      );
      await api.register(
        spreadsheetsRoutes({
          auth,
          properties,
          profiles,
          reports,
          importer: createPropertyImport({
            repo: propertiesRepo,
            check,
            reader: importReader,
            rates,
            clock,
            onImported: () => requestAnalyze(deps.queue, database, app.log),
          }),
          writes: writesOf('propertyWrites'),
        }),
      );
      await api.register(
        portfolioRoutes({
          auth,
          portfolio: createPortfolioService({ db: database.db, repo: propertiesRepo, rates, clock }),
          limit: personalLimit(rateLimiter, 'rateCardWrites', limits.rateCardWrites),
        }),
      );
      await api.register(benefitsRoutes({ auth, benefits }));
      await api.register(valuationRoutes({ auth, properties, benefits, rates }));
      await api.register(
        rateCardRoutes({
          auth,
          rateCard,
          writes: personalLimit(rateLimiter, 'rateCardWrites', limits.rateCardWrites),
        }),
      );
      await api.register(citiesRoutes({ auth, cities: shippedCityList }));
      await api.register(commentsRoutes({ auth, comments, writes: writesOf('commentWrites') }));
      await api.register(reportRoutes);
      await api.register(knowledgeRoutes({ auth, knowledge }));
      await api.register(
        supportRoutes({
          auth,
          support,
          limit: personalLimit(rateLimiter, 'supportRequests', limits.supportRequests),
        }),
      );
      api.get(
        '/csrf-cookie',
        { schema: { hide: true }, config: { xsrfCookie: true } },
        async (_request, reply) => reply.status(204).send(),
      );
    },
    { prefix: API_PREFIX },
  );
  // The spec's "Brickroad reports": the same report endpoints under the parent API path.
  await app.register(reportRoutes, { prefix: PARENT_API_PREFIX });

  // The built single-page app; the not-found handler answers its client routes with index.html.
  if (servesWebApp)
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      wildcard: false,
      // The build writes .br and .gz beside each text file (apps/web/scripts/compress.mjs): sent as they are.
      preCompressed: true,
      setHeaders: (reply, file) => reply.header('cache-control', webAppCacheControl(config.webDistDir, file)),
    });
  return app;
}
