const pad = (n: number) => String(n).padStart(2, '0');

/** Milliseconds as `mm:ss` (or `h:mm:ss` from one hour); negative or invalid input reads `00:00`. */
export function formatDurationMs(ms: number): string {
  const total = Number.isFinite(ms) && ms > 0 ? Math.round(ms / 1000) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}
