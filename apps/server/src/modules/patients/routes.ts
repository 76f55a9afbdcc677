import {
  patientListQuerySchema,
  patientPatchSchema,
  patientPayloadSchema,
  patientRecordSchema,
  patientsPageSchema,
} from '@photodossier/domain/patient';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ViewerResolver } from '../../platform/auth/viewer';
import type { PatientsService } from './service';
import { recordIdSchema } from '@photodossier/domain/text-input';

const patientParams = z.object({ id: recordIdSchema });

export const patientRoutes: FastifyPluginAsyncZod<{
  service: PatientsService;
  viewers: ViewerResolver;
}> = async (app, { service, viewers }) => {
  app.get(
    '/api/v1/patients',
    {
      schema: {
        tags: ['patients'],
        summary: 'Active patients, searched, filtered by tag and sorted, one page at a time',
        querystring: patientListQuerySchema,
        response: { 200: patientsPageSchema },
      },
    },
    async (request) => service.list(await viewers.require(request), request.query),
  );

  app.get(
    '/api/v1/patients/:id',
    {
      schema: {
        tags: ['patients'],
        summary: 'One active patient',
        params: patientParams,
        response: { 200: patientRecordSchema },
      },
    },
    async (request) => service.get(await viewers.require(request), request.params.id),
  );

  app.post(
    '/api/v1/patients',
    {
      schema: {
        tags: ['patients'],
        summary: 'Creates a patient; null or missing fields are saved as empty strings',
        body: patientPayloadSchema,
        response: { 201: patientRecordSchema },
      },
    },
    async (request, reply) => {
      const patient = await service.create(await viewers.require(request), request.body);
      return reply.code(201).send(patient);
    },
  );

  app.patch(
    '/api/v1/patients/:id',
    {
      schema: {
        tags: ['patients'],
        summary: 'Changes the fields sent; updated_at is set by the server',
        params: patientParams,
        body: patientPatchSchema,
        response: { 200: patientRecordSchema },
      },
    },
    async (request) =>
      service.update(await viewers.require(request), request.params.id, request.body),
  );

  app.delete(
    '/api/v1/patients/:id',
    {
      schema: {
        tags: ['patients'],
        summary: 'Moves the patient to the trash',
        params: patientParams,
      },
    },
    async (request, reply) => {
      await service.delete(await viewers.require(request), request.params.id);
      return reply.code(204).send();
    },
  );
};
