import {
  faceDeletionResultSchema,
  faceEmbeddingRecordSchema,
  patientFaceStatusSchema,
  photoFacesSchema,
  storeEmbeddingBodySchema,
  suggestionRequestSchema,
  suggestionResponseSchema,
} from '@photodossier/domain/face-record';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ViewerResolver } from '../../platform/auth/viewer';
import type { FacesService } from './service';
import { recordIdSchema } from '@photodossier/domain/text-input';

const photoParams = z.object({ photoId: recordIdSchema });
const patientParams = z.object({ patientId: recordIdSchema });

export const faceRoutes: FastifyPluginAsyncZod<{
  service: FacesService;
  viewers: ViewerResolver;
}> = async (app, { service, viewers }) => {
  app.post(
    '/api/v1/faces/embeddings',
    {
      schema: {
        tags: ['faces'],
        summary:
          'Stores the face embedding of an active image of the user, replacing its previous one',
        description:
          'patient_id and patient_name come from the photo’s patient. face.embedding_in_progress ' +
          '(409) while another request stores an embedding for the same photo.',
        body: storeEmbeddingBodySchema,
        response: { 201: faceEmbeddingRecordSchema },
      },
    },
    async (request, reply) => {
      const record = await service.store(await viewers.require(request), request.body);
      return reply.code(201).send(record);
    },
  );

  app.post(
    '/api/v1/faces/suggestions',
    {
      schema: {
        tags: ['faces'],
        summary: 'Patients whose stored faces match an embedding, best first',
        description:
          'References are the user’s embeddings of active photos of active patients; each ' +
          'patient counts with its best reference. face_regions holds that reference’s stored ' +
          'face box, in pixels of the image it was measured on.',
        body: suggestionRequestSchema,
        response: { 200: suggestionResponseSchema },
      },
    },
    async (request) => service.suggest(await viewers.require(request), request.body),
  );

  app.get(
    '/api/v1/faces/photos/:photoId',
    {
      schema: {
        tags: ['faces'],
        summary: 'The stored face embedding records of one photo of the user',
        params: photoParams,
        response: { 200: photoFacesSchema },
      },
    },
    async (request) => service.photoFaces(await viewers.require(request), request.params.photoId),
  );

  app.get(
    '/api/v1/faces/patients/:patientId',
    {
      schema: {
        tags: ['faces'],
        summary: 'Embeddings count of an active patient and its images still to analyse',
        params: patientParams,
        response: { 200: patientFaceStatusSchema },
      },
    },
    async (request) =>
      service.patientStatus(await viewers.require(request), request.params.patientId),
  );

  app.delete(
    '/api/v1/faces/patients/:patientId',
    {
      schema: {
        tags: ['faces'],
        summary: 'Deletes the face embeddings of a patient of the user',
        params: patientParams,
        response: { 200: faceDeletionResultSchema },
      },
    },
    async (request) =>
      service.deleteForPatient(await viewers.require(request), request.params.patientId),
  );
};
