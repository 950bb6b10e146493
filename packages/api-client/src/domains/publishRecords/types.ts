import type { PublicationFigures } from '../publishing/types';

/**
 * 发布记录 (records_publish, issue 24 part D, ADR 0036): the figures of the visible rows, read from
 * the platform with each account's grant after the list has answered, and the goods a mount dialog
 * offers.
 */

/**
 * One successful publication's figures as the platform reports them now, or why they cannot be
 * read (the account's grant expired or was revoked, a visitor's own account, the item is gone).
 */
export interface PublicationFiguresResult {
  id: number;
  figures: PublicationFigures | null;
  reason: string | null;
}

/** A product of the publication's account's shop, offered by the mount dialog. */
export interface MountGoods {
  goodsId: string;
  title: string;
  /** Price in fen. */
  price: number;
  stock: number;
}
