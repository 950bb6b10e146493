import type { Translate } from '../i18n/translate';
import type { uploadCatalogues } from '../i18n/messages/upload';
import { formatFileSize } from '../format/number';
import type { FileRejectionReason } from './validateFiles';

type UploadMessageKey = keyof (typeof uploadCatalogues)['en'];

/** The translated reason a file was not accepted, naming the limit it broke. */
export function rejectionText(
  t: Translate<UploadMessageKey>,
  reason: FileRejectionReason,
  limits: { maxSize?: number | undefined; maxFiles?: number | undefined },
): string {
  switch (reason) {
    case 'type':
      return t('dropZone.reason.type');
    case 'size':
      return t('dropZone.reason.size', { size: formatFileSize(limits.maxSize ?? 0) });
    case 'count':
      return t('dropZone.reason.count', { count: limits.maxFiles ?? 1 });
  }
}
