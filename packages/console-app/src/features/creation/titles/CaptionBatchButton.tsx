import { Button } from '@brand-console/ui';
import { Suspense, useState } from 'react';
import { preloadable } from '../../../lib/preloadable';
import { useTitlesTranslate } from './messages';

const CaptionBatchDialog = preloadable(() => import('./CaptionBatchDialog').then((m) => m.CaptionBatchDialog));

/**
 * 批量生成文案 on 成品库 (ADR 0034): opens the caption batch dialog (loaded when first asked for)
 * over the works selected on the page, or chosen in the dialog when none are.
 */
export function CaptionBatchButton({ selectedIds = [] }: { selectedIds?: readonly number[] }) {
  const t = useTitlesTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onPointerEnter={() => void CaptionBatchDialog.preload().catch(() => {})} onClick={() => setOpen(true)}>
        {t('cap.button')}
      </Button>
      <Suspense fallback={null}>
        {open ? <CaptionBatchDialog selectedIds={selectedIds} onDone={() => setOpen(false)} /> : null}
      </Suspense>
    </>
  );
}
