import type { DateTimeText } from '../common';
import type { Tag } from '../materialLibrary/types';
import type {
  CreationImportStatus,
  CreationUseType,
  MediaResourceLibrary,
  QrCodeStatus,
} from '../../dictionaries/creationLibrary';

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
  /** The work's tags (designed, ADR 0032: the brand's tags, with their ids). */
  tagList: Pick<Tag, 'id' | 'name'>[];
  /** Designed (issue 23): bytes, and the picture's size, measured by ffprobe (videos). */
  size: number | null;
  width: number | null;
  height: number | null;
  /** `MATERIAL_SOURCES` code: 11 template generation, 12 script generation, 17 upload, 26 finished-product import… */
  source: number;
  /** The synthesis task that rendered it (its parameters), when one did. */
  taskId: number | null;
  /** Open to the brand's shared pool (`open2Omg`, ADR 0032): 1 open. */
  isOpen: 0 | 1;
  /** The industry it is shared under (`listBrandTrade`), when open with one. */
  tradeId: number | null;
}

/** A brand trade (industry), stored per brand (ADR 0032). */
export interface BrandTrade {
  id: number;
  name: string;
}

/** An import from the external design tool (designed, ADR 0032). */
export interface ImportRecord {
  id: number;
  totalNumber: number;
  successNumber: number;
  /** Videos the design tool could not give (unknown, removed). */
  failNumber: number;
  /** Processing status (`CREATION_IMPORT_STATUSES`): 0 not started, 1 processing, 2 success, 3 failed. */
  status: CreationImportStatus;
  /** 0–100: videos handled of the total. */
  progress: number;
  /** One line per failed video: its id and why. */
  failReasons: string[];
  userName: string | null;
  gmtCreate: DateTimeText;
  finishTime: DateTimeText | null;
}

/** A video of the simulated design tool's export catalogue (`kujialeVideo/list`, designed). */
export interface DesignToolVideo {
  videoId: string;
  name: string;
  /** Milliseconds, as the design tool states it (the import measures the file itself). */
  duration: number;
  /** False when the design tool has withdrawn it (an import of it fails). */
  available: boolean;
}

/** A work's QR code (designed, ADR 0032). */
export interface QrCode {
  /** The creation it opens. */
  materialId: number;
  /** The PNG image of the code (a stored file). */
  qrCodeUrl: string;
  /** The public play page the code encodes. */
  link: string;
  /** `QR_CODE_STATUSES`: 1 not enabled, 2 publishing (the link plays), 3 invalid. */
  status: QrCodeStatus;
  /** After this moment the code is invalid (null: no end). */
  expireTime: DateTimeText | null;
  updateTime: DateTimeText;
}

/** A use of a finished work (`use/log/list`). */
export interface CreationUseLog {
  id: number;
  /** Who used it; null for a scan of its QR code (no member). */
  userBrandName: string | null;
  useType: CreationUseType;
  useTime: DateTimeText;
}

/** A creation tag with how many of the brand's works carry it (`tag/list`, designed). */
export interface CreationTag {
  id: number;
  name: string;
  creationCount: number;
}

/** One file of a batch upload: saved as a work, or refused with the reason. */
export interface CreationUploadOutcome {
  fileName: string;
  creation: Creation | null;
  /** The refusal, when not saved (the same text a single upload would answer). */
  msg: string | null;
}

/** One item of 媒资库 (`/cgp/web/media/resource/list`, designed): a material or a finished work. */
export interface MediaResource {
  library: MediaResourceLibrary;
  id: number;
  name: string;
  /** `MATERIAL_TYPES` code (a work: 1 video, or 2 for an image-text note). */
  type: number;
  coverUrl: string | null;
  url: string | null;
  duration: number | null;
  size: number | null;
  source: number;
  tagList: Pick<Tag, 'id' | 'name'>[];
  userName: string | null;
  createTime: DateTimeText;
}
