import type { Routes } from '../http/routes';
import { accountRoutes } from './account';
import { auditRoutes } from './audit';
import { commerceRoutes } from './commerce';
import { configRoutes } from './config';
import { creationLibraryRoutes } from './creationLibrary';
import { captionRoutes } from './creationLibrary/captions';
import { dictionariesRoutes } from './dictionaries';
import { downloadsRoutes } from './downloads';
import { growthRoutes } from './growth';
import { materialLibraryRoutes } from './materialLibrary';
import { matrixAccountRoutes } from './matrix/accounts';
import { membersRoutes } from './members';
import { noticesRoutes } from './notices';
import { operationalAnalysisRoutes } from './operationalAnalysis';
import { organisationRoutes } from './organisation';
import { othersRoutes } from './others';
import { platformsRoutes } from './platforms';
import { qrPublishRoutes } from './matrix/qrcodes';
import { publishingRoutes } from './matrix/publish';
import { publishRecordsRoutes } from './matrix/records';
import { scriptsRoutes } from './scripts';
import { settingsRoutes } from './settings';
import { taskCentreRoutes } from './taskCentre';
import { titlesRoutes } from './titles';
import { videoCreationRoutes } from './videoCreation';
import { creativeRoutes, pipelinesRoutes } from './videoCreation/pipelines';
import { creativeReplaceRoutes } from './videoCreation/creativeReplace';
import { digitalModelRoutes } from './videoCreation/digitalModels';
import { projectRoutes } from './videoCreation/projects';
import { templateRoutes } from './videoCreation/templates';
import { imageTextRoutes } from './videoCreation/imageText';

/**
 * The session routes of each api-client domain, by domain name: one route file (or folder) per
 * domain, named as in `@brand-console/api-client`'s `domainEndpoints` (`layout.test.ts` checks
 * that every path in a domain's table belongs to that domain).
 */
export const domainRoutes = {
  account: accountRoutes.session,
  audit: auditRoutes,
  commerce: commerceRoutes,
  config: configRoutes,
  creationLibrary: { ...creationLibraryRoutes, ...captionRoutes },
  dictionaries: dictionariesRoutes,
  digitalModels: digitalModelRoutes,
  downloads: downloadsRoutes,
  growth: growthRoutes,
  materialLibrary: materialLibraryRoutes,
  matrix: matrixAccountRoutes,
  members: membersRoutes,
  notices: noticesRoutes,
  operationalAnalysis: operationalAnalysisRoutes,
  organisation: organisationRoutes,
  others: othersRoutes,
  pipelines: pipelinesRoutes,
  platforms: platformsRoutes,
  qrPublish: qrPublishRoutes,
  publishing: publishingRoutes,
  publishRecords: publishRecordsRoutes,
  scripts: scriptsRoutes,
  settings: settingsRoutes,
  taskCentre: taskCentreRoutes,
  titles: titlesRoutes,
  videoCreation: {
    ...videoCreationRoutes,
    ...templateRoutes,
    ...projectRoutes,
    ...imageTextRoutes,
    ...creativeRoutes,
    ...creativeReplaceRoutes,
  },
} as const;

/** Every route the reference server implements. */
export const routes: Routes = {
  public: { ...accountRoutes.public },
  session: Object.assign({}, ...Object.values(domainRoutes)) as Routes['session'],
};
