import { ConfirmDialog } from '@brand-console/ui';
import { useEffect, type RefObject } from 'react';
import { useBlocker } from 'react-router';
import { useImageTextTranslate } from './messages';

/**
 * Asks before leaving a page with unsaved work (inside the console, and on reload or close).
 * `done` is set just before the page itself navigates after saving, so that move is not asked about.
 */
export function LeaveGuard({ dirty, done }: { dirty: boolean; done: RefObject<boolean> }) {
  const t = useImageTextTranslate();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !done.current &&
      `${currentLocation.pathname}${currentLocation.search}` !== `${nextLocation.pathname}${nextLocation.search}`,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      tone="warning"
      title={t('leave.title')}
      confirmText={t('leave.leave')}
      cancelText={t('leave.stay')}
      onConfirm={() => {
        if (blocker.state === 'blocked') blocker.proceed();
      }}
    >
      {t('leave.body')}
    </ConfirmDialog>
  );
}
