import { describe, expect, it } from 'vitest';
import { osOf, PageTracker, type TrackingEvent } from './tracker';

function setup() {
  let clock = 1_000_000;
  const sent: Array<TrackingEvent & { keepalive: boolean }> = [];
  const tracker = new PageTracker({
    send: (event, { keepalive }) => sent.push({ ...event, keepalive }),
    now: () => clock,
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)',
  });
  return { tracker, sent, advance: (ms: number) => (clock += ms) };
}

const library = {
  pageName: '/sumwhy_video/material_library',
  title: '素材库',
  modules: { root: '短视频创作', first: '素材与模板', second: '素材库' },
};

describe('PageTracker', () => {
  it('sends 101 on enter and 102 with the seconds spent on leave', () => {
    const { tracker, sent, advance } = setup();
    tracker.enter(library);
    advance(12_400);
    tracker.leave();
    expect(sent.map((e) => [e.eventId, e.activeType, e.stayTime])).toEqual([
      [101, 1, undefined],
      [102, 2, 12],
    ]);
    expect(sent[0]).toMatchObject({
      isMobile: 0,
      isActive: 1,
      osType: 'Windows',
      osVersion: '10.0',
      moduleRoot: '短视频创作',
      moduleFirst: '素材与模板',
      moduleSecond: '素材库',
      eventExplain: '素材库',
    });
  });

  it('does not count time while the tab is hidden', () => {
    const { tracker, sent, advance } = setup();
    tracker.enter(library);
    advance(5_000);
    tracker.pause();
    advance(60_000);
    tracker.resume();
    advance(3_000);
    tracker.leave();
    expect(sent.at(-1)?.stayTime).toBe(8);
  });

  it('leaves the previous page when entering the next', () => {
    const { tracker, sent, advance } = setup();
    tracker.enter(library);
    advance(2_000);
    tracker.enter({ pageName: '/demo' });
    expect(sent.map((e) => [e.eventId, e.pageName])).toEqual([
      [101, '/sumwhy_video/material_library'],
      [102, '/sumwhy_video/material_library'],
      [101, '/demo'],
    ]);
  });

  it('treats entering the page on screen again as the same visit', () => {
    const { tracker, sent } = setup();
    tracker.enter(library);
    tracker.enter(library);
    expect(sent).toHaveLength(1);
  });

  it('never tracks the whitelisted pages, and leaves independent pages without module fields', () => {
    const { tracker, sent } = setup();
    tracker.enter({ pageName: '/login' });
    tracker.enter({ pageName: '/' });
    expect(sent).toHaveLength(0);
    tracker.enter({ pageName: '/404', modules: { root: 'x' } });
    expect(sent[0]).not.toHaveProperty('moduleRoot');
  });

  it('does not send a leave after more than a day', () => {
    const { tracker, sent, advance } = setup();
    tracker.enter(library);
    advance(86_401_000);
    tracker.leave();
    expect(sent.map((e) => e.eventId)).toEqual([101]);
    tracker.enter(library);
    advance(86_400_000);
    tracker.leave();
    expect(sent.at(-1)).toMatchObject({ eventId: 102, stayTime: 86_400 });
  });

  it('asks for a keepalive request when the tab closes', () => {
    const { tracker, sent } = setup();
    tracker.enter(library);
    tracker.leave({ closing: true });
    expect(sent.at(-1)?.keepalive).toBe(true);
  });
});

describe('osOf', () => {
  it('sends an action event with the page on screen, and nothing from an untracked page', () => {
    const { tracker, sent } = setup();
    tracker.action('memberDataExport');
    expect(sent).toHaveLength(0);
    tracker.enter(library);
    tracker.action('memberDataExport');
    expect(sent[1]).toMatchObject({
      eventId: 114,
      eventName: 'member_data_export',
      activeType: 1,
      pageName: '/sumwhy_video/material_library',
      moduleRoot: '短视频创作',
      keepalive: false,
    });
    expect(sent[1]!.stayTime).toBeUndefined();
    // The action does not end the visit: leaving still reports the page.
    tracker.leave();
    expect(sent.map((e) => e.eventId)).toEqual([101, 114, 102]);
  });

  it('reads the system from the user agent', () => {
    expect(osOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5)')).toEqual({ osType: 'macOS', osVersion: '14.5' });
    expect(osOf('Mozilla/5.0 (X11; Linux x86_64)')).toEqual({ osType: 'Linux', osVersion: '' });
  });
});
