import type { Migration } from '../database';

/**
 * What a published item on a simulated platform carries (issue 24, 发布记录's mount dialog, ADR 0036):
 * a product of the account's shop or a mini-programme page, as JSON (`{"kind":"goods","goodsId",
 * "title"}` or `{"kind":"miniProgram","path","label"}`), NULL when nothing is attached. The item's
 * public page shows it.
 */
export const simItemMounts: Migration = {
  version: 30,
  name: 'sim_item_mounts',
  sql: `
ALTER TABLE sim_platform_items ADD COLUMN mount TEXT;
`,
};
