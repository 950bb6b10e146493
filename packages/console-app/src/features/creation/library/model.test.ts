import { describe, expect, it } from 'vitest';
import {
  importPollInterval,
  importRunning,
  mediaResourceParams,
  qrFileName,
  resourceDetailPath,
  resourceRowId,
  tagFilterParams,
} from './model';

describe('library model', () => {
  it('polls the import records only while one waits or runs', () => {
    expect(importPollInterval(undefined)).toBe(false);
    expect(importPollInterval([{ status: 2 }, { status: 3 }])).toBe(false);
    expect(importPollInterval([{ status: 2 }, { status: 1 }])).toBe(2000);
    expect(importPollInterval([{ status: 0 }])).toBe(2000);
    expect(importRunning({ status: 3 })).toBe(false);
  });

  it("turns 媒资库's URL filters into list parameters, dropping what the server would refuse", () => {
    expect(mediaResourceParams({})).toEqual({});
    expect(mediaResourceParams({ name: ' 海报 ', library: '2', type: '1', tagId: '7', isOpen: '1' })).toEqual({
      name: '海报',
      library: 2,
      type: 1,
      tagId: 7,
      isOpen: 1,
    });
    expect(mediaResourceParams({ library: '3', isOpen: '0' })).toEqual({});
  });

  it('reads the tag filter of 成品库', () => {
    expect(tagFilterParams({})).toEqual({});
    expect(tagFilterParams({ tagIds: ['3', '5'] })).toEqual({ tagIds: [3, 5] });
  });

  it('opens a work on its detail page and a material in its dialog; rows of both libraries stay apart', () => {
    expect(resourceDetailPath({ library: 2, id: 9 })).toBe('/sumwhy_video/finish_product_store/works_detail?id=9');
    expect(resourceDetailPath({ library: 1, id: 9 })).toBeNull();
    expect(resourceRowId({ library: 1, id: 9 })).not.toBe(resourceRowId({ library: 2, id: 9 }));
  });

  it('names the QR download after the work, without characters a file system refuses', () => {
    expect(qrFileName('客厅 / 漫游:1')).toBe('客厅_漫游_1-qrcode.png');
    expect(qrFileName('')).toBe('qrcode-qrcode.png');
  });
});
