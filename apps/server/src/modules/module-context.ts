import type { Logger } from 'pino';
import type { Config } from '../config/types';
import type { ViewerResolver } from '../platform/auth/viewer';
import type { Platform } from '../platform/platform';
import type { SubscriptionReader } from './billing/subscription';
import type { AccessJournal } from './journal/service';
import type { NotificationsService } from './notifications/service';

/** What a module's wiring function receives to build its repository, service and routes. */
export interface ModuleContext {
  readonly config: Config;
  readonly platform: Platform;
  readonly viewers: ViewerResolver;
  readonly logger: Logger;
  readonly subscriptions: SubscriptionReader;
  /** Where services record who read, exported or deleted a patient's data (decision 0043). */
  readonly journal: AccessJournal;
  /** The e-mails of Settings → Communication, told what happened after it committed (0056). */
  readonly notifications: NotificationsService;
}
