import type {
  DouyinAuthMode,
  LevelRight,
  SectionContentList,
  SectionContentType,
} from '../../dictionaries/brandSettings';
import type { DateTimeText } from '../common';

/** The brand's settings (系统管理 › 设置): MCN switches (the brand's `xuserConfig`) and the Douyin authorisation mode. */
export interface BrandSettings {
  /** Douyin accounts may be authorised through an MCN institution (MCN 管理). */
  allowDyMcnAuth: boolean;
  /** Clue (lead) authorisation is offered (线索管理). */
  allowCluesAuth: boolean;
  dyAuthMode: DouyinAuthMode;
}

/** A member level: reached at `threshold` points; the first is 0. */
export interface MemberLevel {
  id: number;
  name: string;
  threshold: number;
  /** What the level grants (权益规则). */
  rights: LevelRight[];
}

/** A content section of the brand (分区设置). */
export interface ContentSection {
  id: number;
  name: string;
  /** The section's cover: an image the brand uploaded (a signed link), or null. */
  coverUrl: string | null;
  /** Its place among the brand's sections, from 1. */
  sort: number;
  enabled: boolean;
  contentTypes: SectionContentType[];
  /** The content lists its page shows, in order (编辑内容配置). */
  lists: SectionListConfig[];
  updateTime: DateTimeText;
}

/** One content list of a section's page and how many items it shows. */
export interface SectionListConfig {
  listCode: SectionContentList;
  count: number;
}

/** Answer of creating a section. */
export interface SectionCreated {
  id: number;
}
