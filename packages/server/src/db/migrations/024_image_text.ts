import type { Migration } from '../database';

/**
 * Image-text notes (图文创作, issue 23, ADR 0033).
 *
 * - `image_text_templates`: a brand's templates; `spec` is the api-client's `ImageTextTemplateSpec`
 *   as JSON (pages, each a cover document with its image and text slots); `category` an
 *   `IMAGE_TEXT_CATEGORIES` code; page and slot counts and the cover (the first page drawn as a PNG
 *   by the console) are kept for the list. Deleting one removes it (notes keep its name).
 * - `image_text_notes`: what a composed note adds to its creation (成品库 row of creation type 99,
 *   source 25): the template it came from (no foreign key: the note outlives it) and its name then.
 *   The title is the creation's name, the copy text its `content`.
 * - `image_text_note_pages`: the note's pages in order, each an uploaded PNG measured by the server.
 */
export const imageText: Migration = {
  version: 24,
  name: 'image_text',
  sql: `
CREATE TABLE image_text_templates (
  id INTEGER PRIMARY KEY,
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  name TEXT NOT NULL,
  category INTEGER NOT NULL,
  spec TEXT NOT NULL,
  page_count INTEGER NOT NULL CHECK (page_count > 0),
  slot_count INTEGER NOT NULL,
  cover_url TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX image_text_templates_brand ON image_text_templates(brand_id, updated_at);

CREATE TABLE image_text_notes (
  creation_id INTEGER PRIMARY KEY REFERENCES creations(id) ON DELETE CASCADE,
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  template_id INTEGER,
  template_name TEXT
);

CREATE TABLE image_text_note_pages (
  creation_id INTEGER NOT NULL REFERENCES creations(id) ON DELETE CASCADE,
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  url TEXT NOT NULL,
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  size INTEGER NOT NULL,
  PRIMARY KEY (creation_id, position)
);
`,
};
