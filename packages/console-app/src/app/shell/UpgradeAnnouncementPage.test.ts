import { describe, expect, it } from 'vitest';
import { returnPath } from './UpgradeAnnouncementPage';

const ORIGIN = 'https://console.example.com';

describe('returnPath', () => {
  it('returns to a page of this console with its query and hash', () => {
    expect(returnPath('/sumwhy_video/material_library?name=%E6%B5%B7#top', ORIGIN)).toBe(
      '/sumwhy_video/material_library?name=%E6%B5%B7#top',
    );
  });

  it('goes to the console’s start for nothing, another site or the view itself', () => {
    for (const redirect of [
      null,
      '',
      'sumwhy_video',
      '//evil.example/x',
      '/\\evil.example/x',
      'https://evil.example/x',
      'javascript:alert(1)',
      '/upgrade_announcement?redirect=%2Fhome',
    ]) {
      expect(returnPath(redirect, ORIGIN), String(redirect)).toBe('/');
    }
  });
});
