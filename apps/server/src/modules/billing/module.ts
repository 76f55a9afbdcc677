import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../module-context';
import { BillingRepository } from './repository';
import { billingRoutes } from './routes';
import { BillingService } from './service';
import { StripeGateway } from './stripe-gateway';

/** Billing: wires repository -> service -> routes. */
export async function registerBillingModule(
  app: FastifyInstance,
  { config, platform, viewers, logger, subscriptions }: ModuleContext,
): Promise<void> {
  const stripe = config.stripe ? new StripeGateway(platform.auth, logger) : null;
  const service = new BillingService(
    new BillingRepository(platform.database.db),
    subscriptions,
    stripe,
    platform.bus,
  );
  await app.register(billingRoutes, { service, viewers, publicUrl: config.publicUrl });
}
