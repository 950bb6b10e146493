/**
 * Tracking (spec sections 3, 4 and 9): 101 on enter, 102 on leave with the time spent, and the
 * spec's action events (exports, task creation) sent from the page where they happen.
 */

import { MAX_TRACKED_STAY_SECONDS, MODULELESS_PAGES, UNTRACKED_PAGES } from '@brand-console/api-client';

export const EVENT_PAGE_ENTER = 101;
export const EVENT_PAGE_LEAVE = 102;

/** The action events the console sends, by the spec's ids (section 9), with their event names. */
const TRACKED_ACTIONS = {
  memberDataExport: { eventId: 114, eventName: 'member_data_export' },
  taskDataExport: { eventId: 115, eventName: 'task_data_export' },
  departmentDataExport: { eventId: 116, eventName: 'department_data_export' },
  batchPublishExport: { eventId: 209, eventName: 'batch_publish_export' },
  matrixAccountExport: { eventId: 204, eventName: 'matrix_account_export' },
  distributionRecordExport: { eventId: 210, eventName: 'distribution_record_export' },
  qrPublishExport: { eventId: 211, eventName: 'qrcode_publish_record_export' },
  synthesisTaskExport: { eventId: 212, eventName: 'synthesis_task_export' },
  userListExport: { eventId: 213, eventName: 'user_list_export' },
} as const;
export type TrackedAction = keyof typeof TRACKED_ACTIONS;
/** The spec's page lists (section 7) and maximum stay (section 9), from the api-client's dictionary. */
const UNTRACKED: ReadonlySet<string> = new Set(UNTRACKED_PAGES);
const MODULELESS: ReadonlySet<string> = new Set(MODULELESS_PAGES);

export interface TrackingEvent {
  eventId: number;
  eventName: string;
  eventExplain?: string;
  isMobile: 0;
  osType: string;
  osVersion: string;
  stayTime?: number;
  isActive: 1;
  activeType: 1 | 2;
  pageName: string;
  moduleRoot?: string;
  moduleFirst?: string;
  moduleSecond?: string;
}

export interface PageVisit {
  pageName: string;
  title?: string;
  /** Module, group and page names from the menu trail. */
  modules?: { root?: string; first?: string; second?: string };
}

export interface TrackerOptions {
  send: (event: TrackingEvent, options: { keepalive: boolean }) => void;
  now?: () => number;
  userAgent?: string;
}

/** The operating system and its version, from the user agent. */
export function osOf(userAgent: string): { osType: string; osVersion: string } {
  const windows = userAgent.match(/Windows NT ([\d.]+)/);
  if (windows) return { osType: 'Windows', osVersion: windows[1]! };
  const mac = userAgent.match(/Mac OS X ([\d_.]+)/);
  if (mac) return { osType: 'macOS', osVersion: mac[1]!.replaceAll('_', '.') };
  const android = userAgent.match(/Android ([\d.]+)/);
  if (android) return { osType: 'Android', osVersion: android[1]! };
  if (/Linux/.test(userAgent)) return { osType: 'Linux', osVersion: '' };
  return { osType: 'unknown', osVersion: '' };
}

/**
 * Times one page at a time: entering sends 101 and starts the clock; hiding the tab pauses it and
 * showing resumes; leaving sends 102 with the seconds on screen (not sent past a day).
 */
export class PageTracker {
  private visit: PageVisit | null = null;
  private spentMs = 0;
  private runningSince: number | null = null;
  private readonly now: () => number;
  private readonly os: { osType: string; osVersion: string };

  constructor(private readonly options: TrackerOptions) {
    this.now = options.now ?? (() => Date.now());
    this.os = osOf(options.userAgent ?? globalThis.navigator?.userAgent ?? '');
  }

  get current(): PageVisit | null {
    return this.visit;
  }

  enter(visit: PageVisit) {
    // The same page again (a re-render, a new query string) is the same visit.
    if (this.visit?.pageName === visit.pageName) return;
    if (this.visit) this.leave();
    if (UNTRACKED.has(visit.pageName)) return;
    this.visit = visit;
    this.spentMs = 0;
    this.runningSince = this.now();
    this.options.send(this.event(EVENT_PAGE_ENTER, 1, visit), { keepalive: false });
  }

  pause() {
    if (this.runningSince === null) return;
    this.spentMs += this.now() - this.runningSince;
    this.runningSince = null;
  }

  resume() {
    if (this.visit && this.runningSince === null) this.runningSince = this.now();
  }

  /** Leaves the page; `closing` when the tab is going away (the request must outlive it). */
  leave({ closing = false } = {}) {
    const visit = this.visit;
    if (!visit) return;
    this.pause();
    const stay = Math.round(this.spentMs / 1000);
    this.visit = null;
    this.spentMs = 0;
    if (stay > MAX_TRACKED_STAY_SECONDS) return;
    this.options.send({ ...this.event(EVENT_PAGE_LEAVE, 2, visit), stayTime: stay }, { keepalive: closing });
  }

  /**
   * An action on the page on screen (an export, say). It carries that page's name and modules, and
   * activeType 1: the spec defines only 1 (enter) and 2 (leave), and an action happens while the
   * user is on the page. Nothing is sent from an untracked page.
   */
  action(action: TrackedAction) {
    const visit = this.visit;
    if (!visit) return;
    const { eventId, eventName } = TRACKED_ACTIONS[action];
    this.options.send(this.event(eventId, 1, visit, eventName), { keepalive: false });
  }

  private event(eventId: number, activeType: 1 | 2, visit: PageVisit, eventName?: string): TrackingEvent {
    const independent = MODULELESS.has(visit.pageName);
    const modules = independent ? {} : (visit.modules ?? {});
    return {
      eventId,
      eventName: eventName ?? (eventId === EVENT_PAGE_ENTER ? 'page_enter' : 'page_leave'),
      ...(visit.title ? { eventExplain: visit.title } : {}),
      isMobile: 0,
      osType: this.os.osType,
      osVersion: this.os.osVersion,
      isActive: 1,
      activeType,
      pageName: visit.pageName,
      ...(modules.root ? { moduleRoot: modules.root } : {}),
      ...(modules.first ? { moduleFirst: modules.first } : {}),
      ...(modules.second ? { moduleSecond: modules.second } : {}),
    };
  }
}
