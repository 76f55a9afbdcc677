import {
  injectionMapBodySchema,
  injectionMapRecordSchema,
} from '@photodossier/domain/injection-map';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ViewerResolver } from '../../platform/auth/viewer';
import type { InjectionsService } from './service';
import { recordIdSchema } from '@photodossier/domain/text-input';

const params = z.object({ patientId: recordIdSchema });

export const injectionRoutes: FastifyPluginAsyncZod<{
  service: InjectionsService;
  viewers: ViewerResolver;
}> = async (app, { service, viewers }) => {
  app.get(
    '/api/v1/patients/:patientId/injection-map',
    {
      config: { requiredFeature: 'botox_tracking' },
      schema: {
        tags: ['injections'],
        summary: "A patient's injection map (Pro plan only)",
        params,
        response: { 200: injectionMapRecordSchema },
      },
    },
    async (request) => service.get(await viewers.require(request), request.params.patientId),
  );

  app.put(
    '/api/v1/patients/:patientId/injection-map',
    {
      config: { requiredFeature: 'botox_tracking' },
      schema: {
        tags: ['injections'],
        summary: "Replaces a patient's injection map (Pro plan only)",
        params,
        body: injectionMapBodySchema,
        response: { 200: injectionMapRecordSchema },
      },
    },
    async (request) =>
      service.save(await viewers.require(request), request.params.patientId, request.body),
  );
};
