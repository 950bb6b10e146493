import { type EndpointMap } from '../client/endpoint';
import { accountEndpoints } from './account/endpoints';
import { auditEndpoints } from './audit/endpoints';
import { commerceEndpoints } from './commerce/endpoints';
import { configEndpoints } from './config/endpoints';
import { creationLibraryEndpoints } from './creationLibrary/endpoints';
import { dictionariesEndpoints } from './dictionaries/endpoints';
import { digitalModelsEndpoints } from './digitalModels/endpoints';
import { downloadsEndpoints } from './downloads/endpoints';
import { employeesEndpoints } from './employees/endpoints';
import { growthEndpoints } from './growth/endpoints';
import { materialLibraryEndpoints } from './materialLibrary/endpoints';
import { matrixEndpoints } from './matrix/endpoints';
import { membersEndpoints } from './members/endpoints';
import { noticesEndpoints } from './notices/endpoints';
import { operationalAnalysisEndpoints } from './operationalAnalysis/endpoints';
import { orgTasksEndpoints } from './orgTasks/endpoints';
import { organisationEndpoints } from './organisation/endpoints';
import { othersEndpoints } from './others/endpoints';
import { platformsEndpoints } from './platforms/endpoints';
import { publishRecordsEndpoints } from './publishRecords/endpoints';
import { publishingEndpoints } from './publishing/endpoints';
import { pipelinesEndpoints } from './pipelines/endpoints';
import { qrPublishEndpoints } from './qrPublish/endpoints';
import { scriptsEndpoints } from './scripts/endpoints';
import { titlesEndpoints } from './titles/endpoints';
import { settingsEndpoints } from './settings/endpoints';
import { taskCentreEndpoints } from './taskCentre/endpoints';
import { videoCreationEndpoints } from './videoCreation/endpoints';

/** The per-domain maps, by domain name (tests and docs iterate over them). */
export const domainEndpoints = {
  account: accountEndpoints,
  downloads: downloadsEndpoints,
  config: configEndpoints,
  organisation: organisationEndpoints,
  members: membersEndpoints,
  notices: noticesEndpoints,
  dictionaries: dictionariesEndpoints,
  settings: settingsEndpoints,
  platforms: platformsEndpoints,
  operationalAnalysis: operationalAnalysisEndpoints,
  employees: employeesEndpoints,
  growth: growthEndpoints,
  orgTasks: orgTasksEndpoints,
  commerce: commerceEndpoints,
  videoCreation: videoCreationEndpoints,
  scripts: scriptsEndpoints,
  titles: titlesEndpoints,
  pipelines: pipelinesEndpoints,
  digitalModels: digitalModelsEndpoints,
  materialLibrary: materialLibraryEndpoints,
  creationLibrary: creationLibraryEndpoints,
  taskCentre: taskCentreEndpoints,
  audit: auditEndpoints,
  others: othersEndpoints,
  publishing: publishingEndpoints,
  qrPublish: qrPublishEndpoints,
  matrix: matrixEndpoints,
  publishRecords: publishRecordsEndpoints,
} as const;

/** Every endpoint, keyed by path relative to the `/api` base. */
export const endpoints = {
  ...accountEndpoints,
  ...downloadsEndpoints,
  ...configEndpoints,
  ...organisationEndpoints,
  ...membersEndpoints,
  ...noticesEndpoints,
  ...dictionariesEndpoints,
  ...settingsEndpoints,
  ...platformsEndpoints,
  ...operationalAnalysisEndpoints,
  ...employeesEndpoints,
  ...growthEndpoints,
  ...orgTasksEndpoints,
  ...commerceEndpoints,
  ...videoCreationEndpoints,
  ...scriptsEndpoints,
  ...titlesEndpoints,
  ...pipelinesEndpoints,
  ...digitalModelsEndpoints,
  ...materialLibraryEndpoints,
  ...creationLibraryEndpoints,
  ...taskCentreEndpoints,
  ...auditEndpoints,
  ...othersEndpoints,
  ...qrPublishEndpoints,
  ...publishingEndpoints,
  ...matrixEndpoints,
  ...publishRecordsEndpoints,
} satisfies EndpointMap;

/** The merged endpoint map's type. */
export type Endpoints = typeof endpoints;
