import { type z } from 'zod';
import type { Endpoints } from '../domains/endpoints';
import { accountRequests } from './account';
import { auditRequests } from './audit';
import { commerceRequests } from './commerce';
import { configRequests } from './config';
import { creationLibraryRequests } from './creationLibrary';
import { dictionariesRequests } from './dictionaries';
import { digitalModelsRequests } from './digitalModels';
import { downloadsRequests } from './downloads';
import { employeesRequests } from './employees';
import { growthRequests } from './growth';
import { materialLibraryRequests } from './materialLibrary';
import { matrixRequests } from './matrix';
import { membersRequests } from './members';
import { noticesRequests } from './notices';
import { operationalAnalysisRequests } from './operationalAnalysis';
import { orgTasksRequests } from './orgTasks';
import { organisationRequests } from './organisation';
import { othersRequests } from './others';
import { platformsRequests } from './platforms';
import { publishRecordsRequests } from './publishRecords';
import { pipelinesRequests } from './pipelines';
import { scriptsRequests } from './scripts';
import { titlesRequests } from './titles';
import { qrPublishRequests } from './qrPublish';
import { settingsRequests } from './settings';
import { taskCentreRequests } from './taskCentre';
import { videoCreationRequests } from './videoCreation';
import { imageTextRequests } from './imageText';
import { publishingRequests } from './publishing';

/**
 * One request schema per endpoint, keyed by path (`requestSchemas['/v1/system/account/loginByPhone']`).
 * The client's parameter types are these schemas' output types; the reference server validates
 * decoded requests with them. The `satisfies` clause makes a missing or extra path a compile error.
 */
export const requestSchemas = {
  ...accountRequests,
  ...downloadsRequests,
  ...configRequests,
  ...organisationRequests,
  ...membersRequests,
  ...noticesRequests,
  ...dictionariesRequests,
  ...settingsRequests,
  ...platformsRequests,
  ...operationalAnalysisRequests,
  ...employeesRequests,
  ...growthRequests,
  ...orgTasksRequests,
  ...commerceRequests,
  ...videoCreationRequests,
  ...imageTextRequests,
  ...scriptsRequests,
  ...titlesRequests,
  ...digitalModelsRequests,
  ...pipelinesRequests,
  ...materialLibraryRequests,
  ...creationLibraryRequests,
  ...taskCentreRequests,
  ...auditRequests,
  ...othersRequests,
  ...publishRecordsRequests,
  ...publishingRequests,
  ...qrPublishRequests,
  ...matrixRequests,
} satisfies { [P in keyof Endpoints]: z.ZodType } & Record<string, z.ZodType>;

/** The schema map's type. */
export type RequestSchemas = typeof requestSchemas;
