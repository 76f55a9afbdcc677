import { canUseFeature } from '@photodossier/domain/plan-access';
import type { PlanFeature } from '@photodossier/domain/plans';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ViewerResolver } from '../../platform/auth/viewer';
import { AppError } from '../../platform/http/problem';
import type { SubscriptionReader } from './subscription';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The plan feature a route needs (spec 01 §5); refused with 403 plan.feature_required. */
    requiredFeature?: PlanFeature;
  }
}

export interface PlanGatedRoute {
  readonly method: string;
  readonly url: string;
  readonly feature: PlanFeature;
}

const gatedRoutes = new WeakMap<FastifyInstance, PlanGatedRoute[]>();

/** Routes registered with a `requiredFeature`, as the plan gate guards them. */
export function planGatedRoutes(app: FastifyInstance): readonly PlanGatedRoute[] {
  return gatedRoutes.get(app) ?? [];
}

function featureGuard(
  feature: PlanFeature,
  viewers: ViewerResolver,
  subscriptions: SubscriptionReader,
): preHandlerAsyncHookHandler {
  return async (request) => {
    const viewer = await viewers.require(request);
    const subscription = await subscriptions.current(viewer.userId);
    if (!canUseFeature(subscription, feature)) {
      throw new AppError('plan.feature_required', 403, {
        params: { feature, planId: subscription.planId },
      });
    }
  };
}

/**
 * Every route declared afterwards with `config: { requiredFeature }` gets the plan check as its
 * first preHandler, so a route cannot name a feature and forget to enforce it.
 */
export function registerPlanGate(
  app: FastifyInstance,
  viewers: ViewerResolver,
  subscriptions: SubscriptionReader,
): void {
  const routes: PlanGatedRoute[] = [];
  gatedRoutes.set(app, routes);
  app.addHook('onRoute', (route) => {
    const feature = route.config?.requiredFeature;
    if (!feature) return;
    const guard = featureGuard(feature, viewers, subscriptions);
    const existing = route.preHandler;
    route.preHandler = existing
      ? [guard, ...(Array.isArray(existing) ? existing : [existing])]
      : [guard];
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, feature });
    }
  });
}
