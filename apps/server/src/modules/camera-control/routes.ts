import {
  cameraCommandBodySchema,
  cameraCommandIdSchema,
  cameraCommandSchema,
  cameraDeviceIdSchema,
  cameraDeviceListSchema,
  cameraHeartbeatBodySchema,
  cameraResultBodySchema,
} from '@photodossier/domain/camera-control';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ViewerResolver } from '../../platform/auth/viewer';
import type { CameraControlService } from './service';

export const cameraControlRoutes: FastifyPluginAsyncZod<{
  service: CameraControlService;
  viewers: ViewerResolver;
}> = async (app, { service, viewers }) => {
  app.get(
    '/api/v1/camera-control/cameras',
    {
      schema: {
        tags: ['camera-control'],
        summary: "The signed-in user's camera pages open right now, most recently heard first",
        response: { 200: cameraDeviceListSchema },
      },
    },
    async (request) => service.list(await viewers.require(request)),
  );

  app.post(
    '/api/v1/camera-control/cameras/heartbeat',
    {
      schema: {
        tags: ['camera-control'],
        summary: 'A camera page says it is open (every 10 s); online for 30 s after the last one',
        body: cameraHeartbeatBodySchema,
      },
    },
    async (request, reply) => {
      await service.heartbeat(await viewers.require(request), request.body);
      return reply.code(204).send();
    },
  );

  app.delete(
    '/api/v1/camera-control/cameras/:deviceId',
    {
      schema: {
        tags: ['camera-control'],
        summary: 'A camera page closes: it leaves the list at once',
        params: z.object({ deviceId: cameraDeviceIdSchema }),
      },
    },
    async (request, reply) => {
      await service.leave(await viewers.require(request), request.params.deviceId);
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/v1/camera-control/commands',
    {
      schema: {
        tags: ['camera-control'],
        summary: 'Sends capture, start_video or stop_video to one of the user’s online cameras',
        description:
          'Published as the live event `camera_control.command` (ids: command id, device id, ' +
          'action) to the user’s own streams; 409 when the camera is not online.',
        body: cameraCommandBodySchema,
        response: { 202: cameraCommandSchema },
      },
    },
    async (request, reply) => {
      const command = await service.command(await viewers.require(request), request.body);
      return reply.code(202).send(command);
    },
  );

  app.post(
    '/api/v1/camera-control/commands/:id/result',
    {
      schema: {
        tags: ['camera-control'],
        summary: 'The camera acknowledges a command; relayed as `camera_control.result`',
        params: z.object({ id: cameraCommandIdSchema }),
        body: cameraResultBodySchema,
      },
    },
    async (request, reply) => {
      await service.result(await viewers.require(request), request.params.id, request.body);
      return reply.code(204).send();
    },
  );
};
