import type { DownloadedFile } from '@brand-console/api-client';

/** Saves a downloaded file under its name (a link to the blob, clicked). */
export function saveFile({ blob, fileName }: DownloadedFile) {
  const href = URL.createObjectURL(blob);
  saveLink(href, fileName);
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/** Downloads an address of this site under a name. */
export function saveLink(href: string, fileName: string) {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}
