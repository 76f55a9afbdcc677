import type { JournalEntry, JournalPage } from '@photodossier/domain/access-journal';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { get, type TestAccount } from './accounts';

/** The account's access journal as the API gives it, newest first. */
export async function journalPage(
  app: FastifyInstance,
  account: TestAccount,
  query = '',
): Promise<JournalPage> {
  const response = await get(app, `/api/v1/journal${query}`, account.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<JournalPage>();
}

/** The lines of one action, newest first. */
export async function journalLines(
  app: FastifyInstance,
  account: TestAccount,
  action: JournalEntry['action'],
): Promise<JournalEntry[]> {
  return (await journalPage(app, account, `?action=${action}&limit=200`)).items;
}
