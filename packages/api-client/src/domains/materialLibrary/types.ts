import type { DateTimeText } from '../common';
import type { MaterialSourceCode, MaterialTypeCode } from '../../dictionaries/material';

/** A user a material is assigned to. */
export interface MaterialUser {
  userId: number;
  userBrandName: string;
}

/** Tag (spec section 3). */
export interface Tag {
  id: number;
  name: string;
  description: string | null;
}

/** Material (spec section 3). `wight` is the server's spelling of width. */
export interface Material {
  id: number;
  name: string;
  type: MaterialTypeCode;
  /** Audio 2 sound effect, 4 BGM; image 3 sticker. */
  specificType: number | null;
  url: string | null;
  coverUrl: string | null;
  content: string | null;
  /** Bytes. */
  size: number | null;
  /** Milliseconds. */
  duration: number | null;
  wight: number | null;
  height: number | null;
  createTime: DateTimeText;
  /** Expired when set and in the past; expired materials cannot be split. */
  expireTime: DateTimeText | null;
  source: MaterialSourceCode;
  userName: string | null;
  depList: string[];
  batchNumber: string | null;
  userDTOS: MaterialUser[];
  folderList: { allPathName: string }[];
  businessNameList: string[];
  tagList: Pick<Tag, 'name'>[];
  isDelete: 0 | 1;
  /**
   * Open to the whole brand (1) or not (0), as `batch/setOpen` sets it. Not in the spec's field
   * list: the reference server sends it so that the list can show what was set; other servers may not.
   */
  isOpen?: 0 | 1;
}

/** Saved material id (reference server). */
export interface SavedId {
  id: number;
}

/** A use of a material or creation. Not shown (reference server). */
export interface UseLog {
  id: number;
  userBrandName: string;
  useTime: DateTimeText;
  remark: string | null;
}

/** Tag listing (spec: `data.tags`). */
export interface TagList {
  tags: Tag[];
}

/** Temporary object-storage credentials. Not shown (reference server). */
export interface StsCredentials {
  accessKeyId: string;
  accessKeySecret: string;
  securityToken: string;
  expiration: DateTimeText;
  bucket: string;
  region: string;
}
