import type { DesignToolVideo } from '@brand-console/api-client';

/**
 * The simulated external design tool (酷家乐-style room design, ADR 0032): the export catalogue a
 * brand's connected account holds. Its videos are made on demand by ffmpeg (colour bars with a
 * tone, at the stated length and size), as the real tool would hand over its rendered walkthroughs;
 * one is withdrawn, so an import of it fails with the tool's reason. The same catalogue for every
 * brand. A real adapter would replace this list with the tool's API without the console changing.
 */
export interface DesignToolEntry extends DesignToolVideo {
  width: number;
  height: number;
  /** The clip's tone (Hz), so each file differs. */
  frequency: number;
}

export const DESIGN_TOOL_CATALOGUE: readonly DesignToolEntry[] = [
  {
    videoId: 'KJL-LR-001',
    name: '北欧客厅漫游',
    duration: 3000,
    available: true,
    width: 480,
    height: 270,
    frequency: 330,
  },
  {
    videoId: 'KJL-BR-002',
    name: '原木风卧室',
    duration: 2500,
    available: true,
    width: 270,
    height: 480,
    frequency: 392,
  },
  {
    videoId: 'KJL-KT-003',
    name: '开放式厨房',
    duration: 3000,
    available: true,
    width: 480,
    height: 270,
    frequency: 440,
  },
  {
    videoId: 'KJL-ST-004',
    name: '书房改造前后',
    duration: 2000,
    available: true,
    width: 480,
    height: 360,
    frequency: 494,
  },
  { videoId: 'KJL-BA-005', name: '极简卫浴', duration: 2500, available: true, width: 270, height: 480, frequency: 523 },
  { videoId: 'KJL-BL-006', name: '阳台花园', duration: 2000, available: true, width: 480, height: 270, frequency: 587 },
  {
    videoId: 'KJL-EN-007',
    name: '玄关收纳',
    duration: 2000,
    available: false,
    width: 480,
    height: 270,
    frequency: 659,
  },
  { videoId: 'KJL-FL-008', name: '全屋动线', duration: 4000, available: true, width: 640, height: 360, frequency: 698 },
];

/** What the tool answers for a video id: the entry, or why it cannot give it. */
export function designToolVideo(videoId: string): { entry: DesignToolEntry } | { reason: string } {
  const entry = DESIGN_TOOL_CATALOGUE.find((v) => v.videoId === videoId);
  if (!entry) return { reason: `${videoId}：设计工具中不存在该视频` };
  if (!entry.available) return { reason: `${videoId}：视频已被设计工具下架` };
  return { entry };
}
