import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { Config } from './config';
import { accountRoutes } from './modules/account/routes';
import { AccountRepository } from './modules/account/repository';
import { AccountService } from './modules/account/service';
import { OutboxReader } from './modules/admin/outbox-reader';
import { AdminRepository } from './modules/admin/repository';
import { adminRoutes } from './modules/admin/routes';
import { AdminService } from './modules/admin/service';
import { signedBlobRoutes } from './modules/blobs/routes';
import { SignedBlobService } from './modules/blobs/service';
import { eventRoutes } from './modules/events/routes';
import { LiveEventStreams } from './modules/events/service';
import { healthRoutes } from './modules/health/routes';
import { registerBillingModule } from './modules/billing/module';
import { registerPlanGate } from './modules/billing/plan-gate';
import { BillingRepository } from './modules/billing/repository';
import { StoredSubscriptionReader } from './modules/billing/subscription';
import { registerCameraControlModule } from './modules/camera-control/module';
import { registerComparisonsModule } from './modules/comparisons/module';
import { registerFacesModule } from './modules/faces/module';
import { registerImportSessionsModule } from './modules/import-sessions/module';
import { registerInjectionsModule } from './modules/injections/module';
import { registerMediaModule } from './modules/media/module';
import { registerPatientsModule } from './modules/patients/module';
import { registerSharesModule } from './modules/shares/module';
import { registerDriveModule } from './modules/drive/module';
import { registerStorageModule } from './modules/storage/module';
import { registerTrashModule } from './modules/trash/module';
import { registerUploadsModule } from './modules/uploads/module';
import { HealthService } from './modules/health/service';
import { SettingsRepository } from './modules/settings/repository';
import { settingsRoutes } from './modules/settings/routes';
import { SettingsService } from './modules/settings/service';
import { authRoutes } from './platform/auth/auth-routes';
import { registerExpectedUserCheck } from './platform/auth/expected-user-check';
import { ViewerResolver } from './platform/auth/viewer';
import { AttemptLimiter } from './platform/http/attempt-limiter';
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
import { OutboxEraser } from './platform/outbox/outbox-eraser';
import type { Platform } from './platform/platform';

// A hop count is accepted by Fastify at run time but not by its types: say it as a function.
function fastifyTrustProxy(setting: Config['trustProxy']) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

// Mails and SMS share the outbox folder of DATA_DIR when either is not really sent.
function outboxReader(config: Config): OutboxReader | null {
  if (config.mail.transport === 'outbox') return new OutboxReader(config.mail.outboxDir);
  if (config.sms.transport === 'outbox') return new OutboxReader(config.sms.outboxDir);
  return null;
}

// Every outbox folder where mails or SMS are kept instead of sent, for account deletion.
function outboxEraser(config: Config): OutboxEraser | null {
  const directories = [
    ...(config.mail.transport === 'outbox' ? [config.mail.outboxDir] : []),
    ...(config.sms.transport === 'outbox' ? [config.sms.outboxDir] : []),
  ];
  return directories.length > 0 ? new OutboxEraser(directories) : null;
}

export interface AppDeps {
  readonly platform: Platform;
  readonly logger: Logger;
  /** Tests shorten the 25 s Server-Sent Events heartbeat. */
  readonly sseHeartbeatMs?: number;
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

  const { db } = platform.database;
  const viewers = new ViewerResolver(platform.auth);
  registerExpectedUserCheck(app, viewers);
  const settingsRepository = new SettingsRepository(db);
  const subscriptions = new StoredSubscriptionReader(new BillingRepository(db));
  const streams = new LiveEventStreams(platform.bus, logger, deps.sseHeartbeatMs);
  // preClose runs before the server stops: open streams would otherwise hold close() forever.
  app.addHook('preClose', async () => streams.closeAll());

  await app.register(healthRoutes, {
    service: new HealthService(platform.database, platform.blobs, platform.nodeId, logger),
  });
  await app.register(eventRoutes, { streams, viewers });
  await app.register(authRoutes, { auth: platform.auth, db, mailer: platform.mailer });
  await app.register(accountRoutes, {
    viewers,
    googleEnabled: config.auth.google !== null,
    service: new AccountService(
      platform.auth,
      new AccountRepository(db),
      settingsRepository,
      platform.blobs,
      new AttemptLimiter(db, config.auth.attemptLimit),
      subscriptions,
      outboxEraser(config),
    ),
  });
  await app.register(settingsRoutes, {
    viewers,
    service: new SettingsService(settingsRepository, platform.bus),
  });
  await app.register(adminRoutes, {
    viewers,
    service: new AdminService(
      new AdminRepository(db),
      settingsRepository,
      platform.bus,
      outboxReader(config),
      subscriptions,
    ),
  });
  const moduleContext = {
    config,
    platform,
    viewers,
    logger,
    subscriptions,
  };
  // Before the modules: their routes that name a required feature get the plan check.
  registerPlanGate(app, viewers, subscriptions);
  await registerPatientsModule(app, moduleContext);
  await registerMediaModule(app, moduleContext);
  await registerUploadsModule(app, moduleContext);
  await registerTrashModule(app, moduleContext);
  await registerStorageModule(app, moduleContext);
  await registerBillingModule(app, moduleContext);
  await registerInjectionsModule(app, moduleContext);
  await registerFacesModule(app, moduleContext);
  await registerImportSessionsModule(app, moduleContext);
  await registerCameraControlModule(app, moduleContext);
  await registerComparisonsModule(app, moduleContext);
  await registerSharesModule(app, moduleContext);
  await registerDriveModule(app, moduleContext);
  if (platform.blobUrlSigner) {
    await app.register(signedBlobRoutes, {
      service: new SignedBlobService(platform.blobs, platform.blobUrlSigner),
    });
  }

  const web = await registerWebApp(app, config.webDistDir);
  app.setNotFoundHandler((request, reply) => {
    if (!isApiPath(request.url)) {
      const answered = web.fallback(request, reply);
      if (answered) return answered;
    }
    return sendProblem(reply, notFoundProblem(request));
  });
  return app;
}
