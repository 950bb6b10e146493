/**
 * Areas of a cover that a platform's own buttons and captions cover, as fractions of the canvas
 * (the overlay scales them to any size). Approximations of the short-video apps' players and the
 * note feeds, for guidance only: keep faces and titles out of them.
 */
export interface CoverSafeZonePreset {
  key: 'shortVideo' | 'note' | 'landscape';
  /** Which canvas shapes it is meant for (width / height). */
  ratio: number;
  zones: ReadonlyArray<{ key: string; x: number; y: number; width: number; height: number }>;
}

export const COVER_SAFE_ZONES: readonly CoverSafeZonePreset[] = [
  {
    // 9:16 player: status and search bar on top, like/comment/share column on the right,
    // account name and caption at the bottom.
    key: 'shortVideo',
    ratio: 9 / 16,
    zones: [
      { key: 'top', x: 0, y: 0, width: 1, height: 0.08 },
      { key: 'side', x: 0.84, y: 0.38, width: 0.16, height: 0.42 },
      { key: 'bottom', x: 0, y: 0.8, width: 1, height: 0.2 },
    ],
  },
  {
    // 3:4 note cover in a two-column feed: title and author line under the picture overlap its foot,
    // the like count sits bottom right.
    key: 'note',
    ratio: 3 / 4,
    zones: [
      { key: 'bottom', x: 0, y: 0.86, width: 1, height: 0.14 },
      { key: 'corner', x: 0.72, y: 0.78, width: 0.28, height: 0.08 },
    ],
  },
  {
    // 16:9 player: progress bar and controls at the bottom, title at the top.
    key: 'landscape',
    ratio: 16 / 9,
    zones: [
      { key: 'top', x: 0, y: 0, width: 1, height: 0.1 },
      { key: 'bottom', x: 0, y: 0.86, width: 1, height: 0.14 },
    ],
  },
];

/** The preset whose shape is closest to the canvas (square canvases use the note preset). */
export function safeZonePresetFor(width: number, height: number): CoverSafeZonePreset {
  const ratio = width / height;
  return COVER_SAFE_ZONES.reduce((best, p) =>
    Math.abs(Math.log(p.ratio / ratio)) < Math.abs(Math.log(best.ratio / ratio)) ? p : best,
  );
}
