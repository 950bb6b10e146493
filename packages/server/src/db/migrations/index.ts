import type { Migration } from '../database';
import { initial } from './001_initial';

/** Every migration, in order. Add new ones at the end; never edit one that has shipped. */
export const migrations: readonly Migration[] = [initial];
