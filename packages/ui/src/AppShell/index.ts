export { AppShell } from './AppShell';
export type { AppShellEmbedding, AppShellProps } from './AppShell';
