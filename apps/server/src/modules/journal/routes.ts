import {
  journalCsvQuerySchema,
  journalPageSchema,
  journalQuerySchema,
  journalSettingsSchema,
} from '@photodossier/domain/access-journal';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import type { ViewerResolver } from '../../platform/auth/viewer';
import { practiceCalendarDay } from '../../platform/practice-time';
import type { AccessJournal } from './service';

/** Read-only by design: no route adds, edits or deletes a line (decision 0043). */
export const journalRoutes: FastifyPluginAsyncZod<{
  journal: AccessJournal;
  viewers: ViewerResolver;
}> = async (app, { journal, viewers }) => {
  app.get(
    '/api/v1/journal',
    {
      schema: {
        tags: ['journal'],
        summary: "The access journal of the signed-in user's data, newest first",
        querystring: journalQuerySchema,
        response: { 200: journalPageSchema },
      },
    },
    async (request) => journal.list(await viewers.require(request), request.query),
  );

  app.get(
    '/api/v1/journal.csv',
    {
      schema: {
        tags: ['journal'],
        summary: 'The access journal as CSV, with the same filters',
        querystring: journalCsvQuerySchema,
      },
    },
    async (request, reply) => {
      const viewer = await viewers.require(request);
      const day = request.query.day ?? practiceCalendarDay(Date.now());
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="journal-acces-${day}.csv"`)
        .send(Readable.from(journal.csv(viewer, request.query)));
    },
  );

  app.get(
    '/api/v1/journal/settings',
    {
      schema: {
        tags: ['journal'],
        summary: 'How long the journal is kept',
        response: { 200: journalSettingsSchema },
      },
    },
    async (request) => journal.settings(await viewers.require(request)),
  );

  app.put(
    '/api/v1/journal/settings',
    {
      schema: {
        tags: ['journal'],
        summary: 'Changes how long the journal is kept (30 days to 30 years)',
        body: journalSettingsSchema,
        response: { 200: journalSettingsSchema },
      },
    },
    async (request) => journal.saveSettings(await viewers.require(request), request.body),
  );
};
