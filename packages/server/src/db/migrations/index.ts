import type { Migration } from '../database';
import { initial } from './001_initial';
import { settings } from './002_settings';
import { jobs } from './003_jobs';
import { identityProvider } from './004_identity_provider';
import { organisation } from './005_organisation';
import { members } from './006_members';
import { deptGroups } from './007_dept_groups';
import { businessEntities } from './008_business_entities';
import { orgSync } from './009_org_sync';
import { videoQuotas } from './010_video_quotas';
import { marketingTasks } from './011_marketing_tasks';
import { platformAccounts } from './012_platform_accounts';
import { notices } from './013_notices';
import { billing } from './014_billing';
import { dictionariesSettings } from './015_dictionaries_settings';
import { miniProgramsMcn } from './016_mini_programs_mcn';
import { renderJobs } from './017_render_jobs';
import { simPlatformContent } from './018_sim_platform_content';
import { templates } from './019_templates';
import { synthesis } from './020_synthesis';
import { scripts } from './021_scripts';
import { pipelines } from './022_pipelines';
import { creationLibrary } from './023_creation_library';
import { imageText } from './024_image_text';
import { titlesAi } from './025_titles_ai';
import { digitalModels } from './026_digital_models';
import { publishing } from './027_publishing';
import { matrixGroups } from './028_matrix_groups';
import { publishQrcodes } from './029_publish_qrcodes';
import { simItemMounts } from './030_sim_item_mounts';

/** Every migration, in order. Add new ones at the end; never edit one that has shipped. */
export const migrations: readonly Migration[] = [
  initial,
  settings,
  jobs,
  identityProvider,
  organisation,
  members,
  deptGroups,
  businessEntities,
  orgSync,
  videoQuotas,
  marketingTasks,
  platformAccounts,
  notices,
  billing,
  dictionariesSettings,
  miniProgramsMcn,
  renderJobs,
  simPlatformContent,
  templates,
  synthesis,
  scripts,
  pipelines,
  creationLibrary,
  imageText,
  titlesAi,
  digitalModels,
  publishing,
  matrixGroups,
  publishQrcodes,
  simItemMounts,
];
