import { canUseFeature } from '@photodossier/domain/plan-access';
import type { PlanFeature } from '@photodossier/domain/plans';
import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
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
): preValidationAsyncHookHandler {
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
 * Every route declared afterwards with `config: { requiredFeature }` gets the plan check before
 * its input is validated, so a route cannot name a feature and forget to enforce it, and a user
 * without the feature learns nothing about what the route would accept.
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
    const existing = route.preValidation;
    route.preValidation = existing
      ? [guard, ...(Array.isArray(existing) ? existing : [existing])]
      : [guard];
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, feature });
    }
  });
}
