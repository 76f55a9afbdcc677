import { expect } from 'vitest';
import { send, type TestAccount } from './accounts';
import type { TestApp } from './test-app';

/** Organization settings a practitioner saves (decision 0046), and what documents print. */
export const SAMPLE_PRACTICE = {
  name: 'Cabinet du Parc',
  address: '12 rue des Lilas\n75011 Paris',
  phone: '01 23 45 67 89',
  professional_id_kind: 'rpps',
  professional_id: '101 0123 4567',
} as const;

/** The header lines of a document printed with SAMPLE_PRACTICE (the RPPS without its spaces). */
export const SAMPLE_PRACTICE_HEADER = [
  'Cabinet du Parc',
  '12 rue des Lilas',
  '75011 Paris',
  'Tél. 01 23 45 67 89',
  'RPPS 10101234567',
] as const;

export async function saveSamplePractice(testApp: TestApp, account: TestAccount): Promise<void> {
  const saved = await send(
    testApp.app,
    'PUT',
    '/api/v1/settings/practice',
    account.cookie,
    SAMPLE_PRACTICE,
  );
  expect(saved.statusCode, saved.body).toBe(200);
}
