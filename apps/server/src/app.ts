import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { Config } from './config/types';
import { registerAccountModule } from './modules/account/module';
import { registerAdminModule } from './modules/admin/module';
import { registerBlobsModule } from './modules/blobs/module';
import { AccessJournal } from './modules/journal/service';
import { JournalRepository } from './modules/journal/repository';
import { registerJournalModule } from './modules/journal/module';
import { registerBillingModule } from './modules/billing/module';
import { registerPlanGate } from './modules/billing/plan-gate';
import { BillingRepository } from './modules/billing/repository';
import { StoredSubscriptionReader } from './modules/billing/subscription';
import { registerCameraControlModule } from './modules/camera-control/module';
import { registerArchiveModule } from './modules/archive/module';
import { registerComparisonsModule } from './modules/comparisons/module';
import { registerEventsModule } from './modules/events/module';
import { registerFacesModule } from './modules/faces/module';
import { registerHealthModule } from './modules/health/module';
import { registerImportSessionsModule } from './modules/import-sessions/module';
import { registerConsentsModule } from './modules/consents/module';
import { registerPortalModule } from './modules/portal/module';
import { registerInjectionsModule } from './modules/injections/module';
import { registerMediaModule } from './modules/media/module';
import {
  createNotificationsService,
  registerNotificationsModule,
} from './modules/notifications/module';
import type { ModuleContext } from './modules/module-context';
import { registerPatientsModule } from './modules/patients/module';
import { registerSettingsModule } from './modules/settings/module';
import { registerSharesModule } from './modules/shares/module';
import { registerOperationReportsModule } from './modules/operation-reports/module';
import { registerDictationsModule } from './modules/dictations/module';
import { registerDriveModule } from './modules/drive/module';
import { registerBetaGate } from './modules/settings/beta-gate';
import { SettingsRepository } from './modules/settings/repository';
import { registerEmailTransferModule } from './modules/email-transfer/module';
import { registerStorageModule } from './modules/storage/module';
import { registerTagsModule } from './modules/tags/module';
import { registerTrashModule } from './modules/trash/module';
import { registerUploadsModule } from './modules/uploads/module';
import { registerExpectedUserCheck } from './platform/auth/expected-user-check';
import { ViewerResolver } from './platform/auth/viewer';
import { SessionRepository } from './platform/auth/session-repository';
import { registerCompression } from './platform/http/compression';
import {
  clientErrorProblem,
  frameworkErrorProblem,
  isApiPath,
  notFoundProblem,
  registerErrorHandling,
  sendProblem,
} from './platform/http/error-handler';
import { registerOpenApi } from './platform/http/openapi';
import { validatorCompiler } from './platform/http/validation';
import { registerOriginCheck } from './platform/http/origin-check';
import { registerWebApp } from './platform/http/static-web';
import type { Platform } from './platform/platform';

// A hop count is accepted by Fastify at run time but not by its types: say it as a function.
function fastifyTrustProxy(setting: Config['trustProxy']) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

export interface AppDeps {
  readonly platform: Platform;
  readonly logger: Logger;
  /** Tests shorten the 25 s Server-Sent Events heartbeat. */
  readonly sseHeartbeatMs?: number;
  /** Tests shorten the 5 min look-up of finished imports whose notice was lost. */
  readonly importNoticeRetryMs?: number;
}

/**
 * The HTTP application over an opened platform. Closing the app ends its event streams and
 * stops the server; the platform (database, bus, blobs) is closed by whoever opened it.
 */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const { platform, logger } = deps;
  const app = Fastify({
    // Typed as Fastify's logger so plugins written against the default instance type fit.
    loggerInstance: logger as FastifyBaseLogger,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    frameworkErrors: frameworkErrorProblem,
    clientErrorHandler: clientErrorProblem,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerOriginCheck(app, config.publicUrl);
  await registerCompression(app);
  await registerOpenApi(app);

  const viewers = new ViewerResolver(platform.auth, new SessionRepository(platform.database.db));
  registerExpectedUserCheck(app, viewers);
  const subscriptions = new StoredSubscriptionReader(new BillingRepository(platform.database.db));
  const context: ModuleContext = {
    config,
    platform,
    viewers,
    logger,
    subscriptions,
    journal: new AccessJournal(new JournalRepository(platform.database.db)),
    notifications: createNotificationsService(platform, subscriptions, logger),
  };

  // Each module wires its repository, service and routes (modules/*/module.ts).
  await registerHealthModule(app, context);
  await registerEventsModule(app, context, { heartbeatMs: deps.sseHeartbeatMs });
  await registerAccountModule(app, context);
  await registerSettingsModule(app, context);
  await registerNotificationsModule(app, context, { importRetryMs: deps.importNoticeRetryMs });
  await registerAdminModule(app, context);
  // Before the modules below: their routes that name a required feature get the plan check.
  registerPlanGate(app, viewers, subscriptions);
  // Likewise for routes that name a beta feature the user must have switched on.
  registerBetaGate(app, viewers, new SettingsRepository(platform.database.db));
  await registerTagsModule(app, context);
  await registerPatientsModule(app, context);
  await registerMediaModule(app, context);
  await registerUploadsModule(app, context);
  await registerTrashModule(app, context);
  await registerStorageModule(app, context);
  await registerBillingModule(app, context);
  await registerInjectionsModule(app, context);
  await registerConsentsModule(app, context);
  await registerPortalModule(app, context);
  await registerFacesModule(app, context);
  await registerImportSessionsModule(app, context);
  await registerCameraControlModule(app, context);
  await registerComparisonsModule(app, context);
  await registerSharesModule(app, context);
  await registerDriveModule(app, context);
  await registerOperationReportsModule(app, context);
  await registerDictationsModule(app, context);
  await registerJournalModule(app, context);
  await registerArchiveModule(app, context);
  await registerEmailTransferModule(app, context);
  await registerBlobsModule(app, context);

  const web = await registerWebApp(app, config.webDistDir, {
    googleSignIn: config.auth.google !== null,
  });
  app.setNotFoundHandler((request, reply) => {
    if (!isApiPath(request.url)) {
      const answered = web.fallback(request, reply);
      if (answered) return answered;
    }
    return sendProblem(reply, notFoundProblem(request));
  });
  return app;
}
