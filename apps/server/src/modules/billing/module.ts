import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../module-context';

/** Billing: wires repository -> service -> routes. */
export async function registerBillingModule(
  _app: FastifyInstance,
  _context: ModuleContext,
): Promise<void> {}
