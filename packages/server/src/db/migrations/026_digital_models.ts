import type { Migration } from '../database';

/**
 * Digital models and replacement rules (issue 23, ADR 0035).
 *
 * - `digital_models`: a brand's presenters (`brand_id` set) or the shared virtual model library
 *   (`brand_id` NULL, read-only to brands, copied into a brand: `library_id` names the original).
 *   The figure is a stored file (`figure_url`, `/files/...`): a still image (a PNG with
 *   transparency keeps its outline) or a short video looped; `cover_url` a still of it for cards;
 *   `figure_material_id` the brand's library material it was taken from, if any. `voice` is a
 *   `SPEECH_VOICES` code; `position` and `scale` (percent of the picture's height) are where it
 *   stands by default in a template.
 * - `creative_replace_rules`: a brand's replacement rules of one of its templates: `target` `slot`
 *   replaces shot `shot_index`'s material by each of `material_ids`, `text` replaces text layer
 *   `layer_index` of that shot by each of `texts` (both JSON arrays).
 * - `pipelines.presenter`: a pipeline's presenter (流水线 → 数字人, the api-client's `TemplatePresenter`
 *   as JSON, NULL for none), put into every video spec its runs build.
 */
export const digitalModels: Migration = {
  version: 26,
  name: 'digital_models',
  sql: `
CREATE TABLE digital_models (
  id INTEGER PRIMARY KEY,
  brand_id INTEGER REFERENCES brands(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  figure_kind TEXT NOT NULL CHECK (figure_kind IN ('image', 'video')),
  figure_url TEXT NOT NULL,
  cover_url TEXT,
  figure_material_id INTEGER,
  voice TEXT NOT NULL,
  position TEXT NOT NULL CHECK (position IN ('left', 'center', 'right')),
  scale INTEGER NOT NULL CHECK (scale BETWEEN 1 AND 100),
  description TEXT,
  library_id INTEGER REFERENCES digital_models(id) ON DELETE SET NULL,
  created_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX digital_models_brand ON digital_models(brand_id, updated_at);

CREATE TABLE creative_replace_rules (
  id INTEGER PRIMARY KEY,
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  template_id INTEGER NOT NULL REFERENCES video_templates(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  remark TEXT,
  target TEXT NOT NULL CHECK (target IN ('slot', 'text')),
  shot_index INTEGER NOT NULL CHECK (shot_index >= 0),
  layer_index INTEGER,
  material_ids TEXT NOT NULL,
  texts TEXT NOT NULL,
  created_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX creative_replace_rules_template ON creative_replace_rules(brand_id, template_id, id);

ALTER TABLE pipelines ADD COLUMN presenter TEXT;
`,
};
