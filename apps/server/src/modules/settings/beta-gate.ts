import type { BetaFeature } from '@photodossier/domain/operation-report';
import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import type { ViewerResolver } from '../../platform/auth/viewer';
import { AppError } from '../../platform/http/problem';
import type { SettingsRepository } from './repository';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The beta feature a route needs (spec 01 §3); refused with 403 beta.feature_disabled. */
    requiredBeta?: BetaFeature;
  }
}

function betaGuard(
  feature: BetaFeature,
  viewers: ViewerResolver,
  settings: SettingsRepository,
): preValidationAsyncHookHandler {
  return async (request) => {
    const viewer = await viewers.require(request);
    const features = await settings.findBetaFeatures(viewer.userId);
    if (!features[feature]) {
      throw new AppError('beta.feature_disabled', 403, { params: { feature } });
    }
  };
}

/**
 * Like the plan gate: every route declared afterwards with `config: { requiredBeta }` is refused
 * before its input is read to a user who has not switched the feature on, so no route of a beta
 * module can forget the check.
 */
export function registerBetaGate(
  app: FastifyInstance,
  viewers: ViewerResolver,
  settings: SettingsRepository,
): void {
  app.addHook('onRoute', (route) => {
    const feature = route.config?.requiredBeta;
    if (!feature) return;
    const guard = betaGuard(feature, viewers, settings);
    const existing = route.preValidation;
    route.preValidation = existing
      ? [guard, ...(Array.isArray(existing) ? existing : [existing])]
      : [guard];
  });
}
