import { describe, expect, it } from 'vitest';
import {
  coverCrop,
  duplicatePage,
  fillableOf,
  fillPage,
  imageTextListParams,
  moved,
  newPage,
  pageFileName,
  readPage,
  writePage,
  type EditablePage,
} from './model';

const withImage = (): EditablePage => {
  const page = newPage('标题在此', '标题');
  page.document.objects.unshift({
    id: 'img',
    name: '图片',
    type: 'image',
    x: 0,
    y: 0,
    width: 400,
    height: 400,
    rotation: 0,
    opacity: 1,
    visible: true,
    locked: false,
    src: '/files/template.png',
    crop: null,
    flipX: false,
    flipY: false,
  });
  const title = page.document.objects[1]!;
  if (title.type === 'text') page.document.objects.push({ ...title, id: 'body', text: '模板正文' });
  page.imageSlots = ['img'];
  page.textSlots.push({ objectId: 'body', role: 'body' });
  return page;
};

describe('image-text model', () => {
  it('crops an image to fill its slot without stretching', () => {
    expect(coverCrop(200, 100, 100, 100)).toEqual({ x: 0.25, y: 0, width: 0.5, height: 1 });
    expect(coverCrop(100, 200, 100, 100)).toEqual({ x: 0, y: 0.25, width: 1, height: 0.5 });
    expect(coverCrop(300, 300, 50, 50)).toBeNull();
    expect(coverCrop(0, 300, 50, 50)).toBeNull();
  });

  it('fills image slots, the title and body texts, and keeps what is left empty', () => {
    const page = withImage();
    const filled = fillPage(page, {
      images: { img: { src: '/files/mine.png', materialId: 7, width: 800, height: 400 } },
      title: '  我的标题 ',
      bodies: {},
    });
    const [image, title, body] = filled.objects as unknown as Array<Record<string, unknown>>;
    expect(image).toMatchObject({ src: '/files/mine.png', materialId: 7, crop: { x: 0.25, width: 0.5 } });
    expect(title).toMatchObject({ text: '我的标题' });
    expect(body).toMatchObject({ text: '模板正文' });
    const second = fillPage(page, { images: {}, title: '', bodies: { body: '第二页的话' } });
    expect(second.objects[0]).toMatchObject({ src: '/files/template.png' });
    expect(second.objects[1]).toMatchObject({ text: '标题在此' });
    expect(second.objects[2]).toMatchObject({ text: '第二页的话' });
    expect(fillableOf(page)).toMatchObject({ hasTitle: true, images: [{ id: 'img' }], bodies: [{ id: 'body' }] });
  });

  it('stores a page with only the slots still on it and reads it back', () => {
    const page = withImage();
    page.document.objects = page.document.objects.filter((o) => o.id !== 'body');
    const stored = writePage(page);
    expect(stored.textSlots.map((s) => s.role)).toEqual(['title']);
    expect(readPage(stored)?.document).toEqual(page.document);
    expect(readPage({ document: '{', imageSlots: [], textSlots: [] })).toBeNull();
  });

  it('duplicates a page with fresh ids that its slots follow', () => {
    const page = withImage();
    const copy = duplicatePage(page);
    const ids = copy.document.objects.map((o) => o.id);
    expect(ids.some((id) => page.document.objects.some((o) => o.id === id))).toBe(false);
    expect(ids).toContain(copy.imageSlots[0]);
    expect(copy.textSlots.every((s) => ids.includes(s.objectId))).toBe(true);
  });

  it('reads list filters, moves items and names page files', () => {
    expect(imageTextListParams({ name: ' 好物 ', category: '2' })).toEqual({ name: '好物', category: 2 });
    expect(imageTextListParams({ category: '9' })).toEqual({});
    expect(moved(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(pageFileName('周末 探店/打卡', 3)).toBe('周末_探店_打卡-03.png');
  });
});
