import type { DateTimeText } from '../common';
import type { Tag } from '../materialLibrary/types';

/** A finished creation (video or image-text). Not shown (reference server); fields follow the material entity. */
export interface Creation {
  id: number;
  name: string;
  /** 99 image-text, otherwise video. */
  creationType: number;
  url: string | null;
  coverUrl: string | null;
  content: string | null;
  /** Milliseconds. */
  duration: number | null;
  createTime: DateTimeText;
  userName: string | null;
  tagList: Pick<Tag, 'name'>[];
  /** Designed (issue 23): bytes, and the picture's size, measured by ffprobe (videos). */
  size: number | null;
  width: number | null;
  height: number | null;
  /** `MATERIAL_SOURCES` code: 11 template generation, 12 script generation, 26 finished-product import… */
  source: number;
  /** The synthesis task that rendered it (its parameters), when one did. */
  taskId: number | null;
}

/** A brand trade (industry). Not shown (reference server). */
export interface BrandTrade {
  id: number;
  name: string;
}

/** A Kujiale video import. Not shown (reference server). */
export interface ImportRecord {
  id: number;
  totalNumber: number;
  successNumber: number;
  /** Processing status: 0 not started, 1 processing, 2 success, 3 failed. */
  status: 0 | 1 | 2 | 3;
  gmtCreate: DateTimeText;
}

/** A QR code for a material. Not shown (reference server). */
export interface QrCode {
  qrCodeUrl: string;
  /** Link or code status: 1 not enabled, 2 publishing, 3 invalid. */
  status: 1 | 2 | 3;
}
