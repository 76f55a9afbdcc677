import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../module-context';
import { practiceHeaders } from '../settings/practice-service';
import { OperationReportsRepository } from './repository';
import { operationReportRoutes } from './routes';
import { OperationReportsService } from './service';

/** Surgical techniques and operation reports, behind the operationReports beta (decision 0041). */
export async function registerOperationReportsModule(
  app: FastifyInstance,
  { platform, viewers, journal }: ModuleContext,
): Promise<void> {
  const service = new OperationReportsService(
    new OperationReportsRepository(platform.database.db),
    platform.bus,
    practiceHeaders(platform),
    journal,
  );
  await app.register(operationReportRoutes, { service, viewers });
}
