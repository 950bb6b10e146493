import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_SESSION_POLICY, SessionStore, type SessionPolicy } from './auth/sessions';
import { DEFAULT_SIGN_IN_LIMITS, SignInGuard, type SignInLimits } from './auth/signInGuard';
import { migrate, openDatabase } from './db/database';
import { migrations } from './db/migrations';
import { requeueRunningRenders } from './db/renderJobs';
import { RenderQueue } from './media/renderQueue';
import type { Services } from './http/context';
import { seedAccounts } from './seed/accounts';
import { seedBilling } from './seed/billing';
import { seedBusinessEntities } from './seed/business';
import { seedDirectory } from './seed/directory';
import { seedMarketingTaskData } from './seed/marketingTasks';
import { seedLoadMaterials, seedMaterials } from './seed/materials';
import { seedTasks } from './seed/tasks';
import { seedBrandSettings } from './seed/settings';
import { seedVideoQuotas } from './seed/videoQuotas';
import { seedDictionariesAndSettings } from './seed/dictionaries';
import { simulatedAdapters } from './platforms/simulated';
import { simulatedWxThird } from './platforms/wxThird';
import { seedMiniProgramsMcn } from './seed/miniProgramsMcn';
import { seedMatrixGroups } from './seed/matrixGroups';
import { seedPlatformAccounts } from './seed/platforms';
import { seedTemplates } from './seed/templates';
import { seedPipelines } from './seed/pipelines';
import { seedScripts } from './seed/scripts';
import { seedDigitalModels } from './seed/digitalModels';
import { seedImageText } from './seed/imageText';
import { seedSynthesis } from './seed/synthesis';
import { seedCreationLibrary } from './seed/creationLibrary';
import { seedTitles } from './seed/titles';
import { seedPublishQrcodes } from './seed/publishQrcodes';
import { seedPublications } from './seed/publications';
import { remoteProvider, standInProvider } from './sso/identityProvider';

export interface OpenServicesOptions {
  /** Database file, or ':memory:'. */
  databaseFile: string;
  /** Folder for uploaded and generated files. */
  filesDir: string;
  dev?: boolean;
  log?: (line: string) => void;
  now?: () => number;
  sessionPolicy?: SessionPolicy;
  /** Sign-in and SMS attempt limits. @default DEFAULT_SIGN_IN_LIMITS */
  signInLimits?: SignInLimits;
  /** Seed demo data into an empty database. @default true */
  seed?: boolean;
  /** Extra generated materials for brand 13 in a new seed (load tests). @default 0 */
  loadMaterials?: number;
  /** A single-sign-on provider at another address; default: the stand-in. */
  ssoProviderUrl?: string | null;
  /**
   * A database to start from, as `serialize()` gave it (tests start from one seeded copy instead of
   * seeding each time; `filesDir` must then hold that copy's files).
   */
  image?: Uint8Array;
}

/** Opens the database (migrating and, when empty, seeding it) and builds the services handlers use. */
export async function openServices(
  options: OpenServicesOptions,
): Promise<Services & { seeded: boolean; close: () => void }> {
  const now = options.now ?? Date.now;
  const db = openDatabase(options.databaseFile);
  if (options.image) db.deserialize(options.image);
  migrate(db, migrations);
  mkdirSync(options.filesDir, { recursive: true });
  // Renders cut short by a stop start again; what they had written was temporary (media/output.ts).
  requeueRunningRenders(db);
  for (const name of readdirSync(options.filesDir)) {
    if (name.startsWith('.') && name.includes('.part.')) rmSync(join(options.filesDir, name), { force: true });
  }
  const empty = (db.prepare('SELECT count(*) AS n FROM brands').get() as { n: number }).n === 0;
  const seeded = empty && options.seed !== false;
  if (seeded) {
    seedAccounts(db, new Date(now()));
    seedBrandSettings(db);
    seedMaterials(db, options.filesDir, now());
    if (options.loadMaterials) seedLoadMaterials(db, options.loadMaterials, now());
    await seedTasks(db, options.filesDir, now());
    seedBusinessEntities(db, new Date(now()));
    seedVideoQuotas(db, now());
    seedMarketingTaskData(db, now());
    seedDictionariesAndSettings(db, now());
    seedDirectory(db);
    seedPlatformAccounts(db, now());
    seedBilling(db, now());
    seedMiniProgramsMcn(db, now());
    seedMatrixGroups(db, now());
    seedTemplates(db, options.filesDir, now());
    seedDigitalModels(db, options.filesDir, now());
    seedScripts(db, now());
    seedImageText(db, options.filesDir, now());
  }
  // Synthesis tasks made from the seeded templates, and their finished videos (ADR 0029).
  if (seeded) seedSynthesis(db, now());
  // The creation library's industries, tags, uses and shared pool on those works (ADR 0032).
  if (seeded) seedCreationLibrary(db, now());
  // A pipeline per brand with its finished products, rendered the same way (ADR 0031).
  if (seeded) seedPipelines(db, now());
  // The title libraries and caption batches, over those finished videos (ADR 0034).
  if (seeded) seedTitles(db, now());
  // 扫码发布: codes in every status with visitors' scans and their publications (ADR 0036 part C).
  if (seeded) seedPublishQrcodes(db, now());
  // 发布记录: batches with publications in every status, the successes on the simulated platforms (ADR 0036).
  if (seeded) seedPublications(db, now());
  return {
    db,
    sessions: new SessionStore(db, options.sessionPolicy ?? DEFAULT_SESSION_POLICY, now),
    now,
    filesDir: options.filesDir,
    log: options.log ?? ((line) => console.log(line)),
    dev: options.dev ?? false,
    linkKey: randomBytes(32),
    guard: new SignInGuard(options.signInLimits ?? DEFAULT_SIGN_IN_LIMITS, now),
    identityProvider: options.ssoProviderUrl ? remoteProvider(options.ssoProviderUrl) : standInProvider(db, now),
    platforms: simulatedAdapters(db, now),
    wxThird: simulatedWxThird(db, now),
    renders: new RenderQueue(1),
    seeded,
    close: () => db.close(),
  };
}

/** Where a data folder keeps its database and files. */
export function dataPaths(dataDir: string) {
  return { databaseFile: join(dataDir, 'console.db'), filesDir: join(dataDir, 'files') };
}
