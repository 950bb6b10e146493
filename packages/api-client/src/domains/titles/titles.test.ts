import { describe, expect, it } from 'vitest';
import { TITLE_LIMITS } from '../../dictionaries/ai';
import { requestSchemas } from '../../schemas/requestSchemas';
import { describeDomainContract } from '../../test-utils/domainContract';
import { titlesEndpoints } from './endpoints';

describeDomainContract(
  'titles',
  titlesEndpoints,
  ['/v1/sumvideo/sv/title/', '/v1/sumvideo/sv/ai/', '/v1/sumvideo/sv/caption/'],
  [
    { path: '/v1/sumvideo/sv/title/page', params: { pageNo: 1, pageSize: 20, keyword: '口红' } },
    { path: '/v1/sumvideo/sv/title/save', params: { text: '秋冬必备', category: '美妆', tags: ['秋冬'] } },
    { path: '/v1/sumvideo/sv/title/generate', params: { kind: 'title', creationId: 3, count: 5 } },
    { path: '/v1/sumvideo/sv/title/remove', params: { ids: [1, 2] } },
  ],
);

describe('given the title requests', () => {
  const generate = requestSchemas['/v1/sumvideo/sv/title/generate'];
  it('when a title is longer than the library keeps, then it is refused', () => {
    const save = requestSchemas['/v1/sumvideo/sv/title/save'];
    expect(save.safeParse({ text: 'a'.repeat(TITLE_LIMITS.text) }).success).toBe(true);
    expect(save.safeParse({ text: 'a'.repeat(TITLE_LIMITS.text + 1) }).success).toBe(false);
    expect(save.safeParse({ text: '   ' }).success).toBe(false);
  });

  it('when a generation asks for too many texts or names nothing to write about, then it is refused', () => {
    expect(generate.safeParse({ kind: 'title', creationId: 1, count: TITLE_LIMITS.count.max + 1 }).success).toBe(false);
    expect(generate.safeParse({ kind: 'title', count: 3 }).success).toBe(false);
    expect(generate.safeParse({ kind: 'imitate', count: 3 }).success).toBe(false);
    expect(generate.safeParse({ kind: 'imitate', example: '双十一必囤', count: 3 }).success).toBe(true);
  });

  it('when the endpoint setting names no http(s) address, then it is refused', () => {
    const save = requestSchemas['/v1/sumvideo/sv/ai/setting/save'];
    expect(save.safeParse({ baseUrl: 'ftp://x', model: 'm' }).success).toBe(false);
    expect(save.safeParse({ baseUrl: 'http://127.0.0.1:9/v1', model: 'm', apiKey: 'sk-1' }).success).toBe(true);
  });

  it('when a caption batch covers more works than allowed, then it is refused', () => {
    const batch = requestSchemas['/cgp/web/creation/caption/saveCreationCaptionBatch'];
    const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
    expect(batch.safeParse({ creationIds: ids(2), type: 1, creationType: 0 }).success).toBe(true);
    expect(batch.safeParse({ creationIds: ids(TITLE_LIMITS.captionWorks + 1), type: 1, creationType: 0 }).success).toBe(
      false,
    );
    expect(batch.safeParse({ creationIds: [1], type: 3, creationType: 0 }).success).toBe(false);
  });
});
