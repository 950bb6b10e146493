import type { MaterialDetailData, MaterialUseLogRow } from './MaterialDetail';

const picture = (from: string, to: string, w = 160, h = 90) =>
  'data:image/svg+xml,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/><circle cx="${w * 0.3}" cy="${h * 0.35}" r="${h * 0.12}" fill="#fff"/></svg>`,
  );

/** A second of silence as a WAV data URL, so the audio player has something real to load. */
function silentWav(): string {
  const rate = 8000;
  const samples = rate;
  const bytes = new Uint8Array(44 + samples);
  const view = new DataView(bytes.buffer);
  const ascii = (at: number, text: string) => [...text].forEach((c, i) => view.setUint8(at + i, c.charCodeAt(0)));
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + samples, true);
  ascii(8, 'WAVEfmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, rate, true);
  view.setUint32(28, rate, true);
  view.setUint16(32, 1, true);
  view.setUint16(34, 8, true);
  ascii(36, 'data');
  view.setUint32(40, samples, true);
  bytes.fill(128, 44);
  let binary = '';
  bytes.forEach((b) => (binary += String.fromCharCode(b)));
  return `data:audio/wav;base64,${btoa(binary)}`;
}

const base = {
  createTime: '2026-11-20 10:24:00',
  expireTime: null,
  source: 3,
  userName: '周运营',
  depList: ['华东大区', '零售中心'],
  batchNumber: 'PC20261120102400A1B2',
  userDTOS: [],
  folderList: [{ allPathName: '品牌素材/春季新品' }],
  businessNameList: ['星河美妆旗舰店'],
  tagList: [{ name: '口播' }, { name: '新品' }],
} satisfies Partial<MaterialDetailData>;

export const videoMaterial: MaterialDetailData = {
  ...base,
  id: 101,
  name: '春季新品口播A',
  type: 1,
  url: '/media/spring-a.mp4',
  coverUrl: picture('#93c5fd', '#1d4ed8', 320, 180),
  size: 52_428_800,
  duration: 65_000,
  wight: 1920,
  height: 1080,
  userDTOS: [
    { userId: 2, userBrandName: '周运营' },
    { userId: 4, userBrandName: '郑剪影' },
  ],
};

export const imageMaterial: MaterialDetailData = {
  ...base,
  id: 102,
  name: '门店陈列图',
  type: 2,
  url: picture('#fcd34d', '#c2410c', 320, 240),
  size: 348_160,
  wight: 1080,
  height: 1440,
};

export const audioMaterial: MaterialDetailData = {
  ...base,
  id: 103,
  name: '轻快背景音乐',
  type: 3,
  specificType: 4,
  url: silentWav(),
  size: 8_044,
  duration: 1_000,
  source: 6,
  tagList: [],
};

export const textMaterial: MaterialDetailData = {
  ...base,
  id: 104,
  name: '口播文案（双十一）',
  type: 4,
  content:
    '双十一必囤！这支口红我回购了 5 次。\n第一，颜色显白；第二，持妆一整天；第三，价格真的香。\n<b>不是标签，只是文字</b>',
  size: 1_024,
};

export const fontMaterial: MaterialDetailData = {
  ...base,
  id: 105,
  name: '品牌标题字体',
  type: 6,
  url: '/missing-font.woff2',
  size: 1_258_291,
};

export const expiredMaterial: MaterialDetailData = {
  ...videoMaterial,
  // The file is gone: the cover is shown as a still.
  url: null,
  id: 106,
  name: '去年活动素材（已过期）',
  expireTime: '2026-01-01 00:00:00',
  source: 31,
  userDTOS: [],
  folderList: [],
  businessNameList: [],
  tagList: [],
  batchNumber: null,
  depList: [],
};

export const useLog: MaterialUseLogRow[] = [
  { id: 3, userBrandName: '吴创作', useTime: '2026-11-22 15:02:11', remark: '用于模板创作' },
  { id: 2, userBrandName: '周运营', useTime: '2026-11-21 09:40:00', remark: null },
  { id: 1, userBrandName: '周运营', useTime: '2026-11-20 18:12:45', remark: '批量发布' },
];

/** "Now" of the stories and tests. */
export const NOW = new Date('2026-11-23T10:00:00+08:00');
