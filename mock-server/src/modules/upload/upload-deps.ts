import type { Logger } from 'pino';
import type { ContentType, ScenarioName } from '@inkreel/shared';
import type { Store } from '../../db/store.js';
import type { Env } from '../../env.js';
import type { RealtimeHub } from '../../realtime/hub.js';
import type { UploadStages } from './upload-stages.js';

/** The UPLOAD_PRICE_* variables, one per content type. */
export type PriceEnv = Pick<Env, `UPLOAD_PRICE_${Uppercase<ContentType>}`>;

/**
 * What the upload module's services use of the app's dependencies; each function takes the part
 * it needs. The module names its needs rather than importing AppDeps, which names this module's
 * UploadStages (decision 0305); createApp's deps hold all of it.
 */
export interface UploadDeps {
  store: Store;
  env: PriceEnv & Pick<Env, 'PROCESSING_MS'>;
  logger: Pick<Logger, 'warn'>;
  /** Where notifications of a new upload or its processing go live (issue 53). */
  hub: RealtimeHub;
  /** Uploads in flight and recent failures, and their events. */
  uploads: UploadStages;
  /** Ids of the videos being processed now, so a resumed job never runs twice. */
  videosInProcessing: Set<string>;
  /**
   * The fault lab's answers that processing follows: slow-network stretches it, processing-fails
   * stops it. Written out, as faults/ imports this module (for the prices).
   */
  faults: { is(name: ScenarioName): boolean; processingShouldFail(): boolean };
}
