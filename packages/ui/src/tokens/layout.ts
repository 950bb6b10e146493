/**
 * Layout constants of the console shell, from the specification (section 2 "Shell" and section 9).
 */
export const layout = {
  /** Left side menu, expanded. */
  sideMenuWidth: '210px',
  /** Left side menu, collapsed to icons. */
  sideMenuCollapsedWidth: '60px',
  /** Top menu (header plus module tabs). */
  topBarHeight: '110px',
  /** Minimum layout width when the left menu is hidden. */
  minWidthNoAside: '1200px',
  /** Minimum layout width with the left menu. */
  minWidth: '1366px',
  /** Announcement dialog width. */
  announcementDialogWidth: '560px',
  /** Largest preview box (cover editor, media previews). */
  previewBoxMax: '640px',
  /** Dialog widths by size. */
  dialogSm: '400px',
  dialogMd: '560px',
  dialogLg: '800px',
  dialogXl: '1080px',
} as const;
