import type { Migration } from '../database';

/**
 * Pipelines (流水线, issue 23, ADR 0031): a brand's pipelines (`spec`: the api-client's
 * `PipelineSpec` without its groups, as JSON), their material groups in shot order, and the videos
 * their runs queued: one synthesis task of mode 1 each, with the combination it shows (`combo`, the
 * material ids shot by shot) so that a pipeline never makes the same combination twice.
 */
export const pipelines: Migration = {
  version: 22,
  name: 'pipelines',
  sql: `
CREATE TABLE pipelines (
  id INTEGER PRIMARY KEY,
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  name TEXT NOT NULL,
  ratio TEXT NOT NULL,
  spec TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX pipelines_brand ON pipelines(brand_id, updated_at);
CREATE TABLE pipeline_groups (
  id INTEGER PRIMARY KEY,
  pipeline_id INTEGER NOT NULL REFERENCES pipelines(id) ON DELETE CASCADE,
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  name TEXT NOT NULL,
  material_ids TEXT NOT NULL,
  shots INTEGER NOT NULL,
  shot_ms INTEGER NOT NULL
);
CREATE INDEX pipeline_groups_pipeline ON pipeline_groups(pipeline_id, position);
CREATE TABLE pipeline_products (
  pipeline_id INTEGER NOT NULL REFERENCES pipelines(id) ON DELETE CASCADE,
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  task_id INTEGER NOT NULL REFERENCES synthesis_tasks(id) ON DELETE CASCADE,
  combo TEXT NOT NULL,
  PRIMARY KEY (pipeline_id, task_id)
);
CREATE UNIQUE INDEX pipeline_products_combo ON pipeline_products(pipeline_id, combo);
`,
};
