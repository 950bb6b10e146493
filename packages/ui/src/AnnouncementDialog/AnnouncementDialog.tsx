import { useState, type ComponentPropsWithRef } from 'react';
import { Button } from '../Button/Button';
import * as Dialog from '../Dialog/Dialog';
import { useUiTranslate } from '../i18n/I18nProvider';
import { accountCatalogues } from '../i18n/messages/account';
import { Article, Content, Heading, Pager, Time } from './AnnouncementDialog.styles';

/** An unread message of the console (announcement or upgrade notice). */
export interface Announcement {
  id: string | number;
  title: string;
  /** The server's text; always shown as text, never as HTML. */
  content: string;
  /** When it was published, as the server formats it. */
  publishTime?: string;
}

/** Root props (className, style, data-*, ref) land on the dialog surface. */
export interface AnnouncementDialogProps extends Omit<ComponentPropsWithRef<'div'>, 'children' | 'title'> {
  /** Whether the dialog is shown (controlled); it stays closed while `announcements` is empty. */
  open: boolean;
  /** Called with `true` when asked to open and with `false` once the messages are acknowledged (got it, ×, Esc). */
  onOpenChange?: (open: boolean) => void;
  /** The unread announcements, shown one at a time in this order with previous and next. */
  announcements: readonly Announcement[];
  /** The dialog's title. @default 系统公告 (Announcements) */
  title?: string;
  /** Acknowledging or closing: the app marks these messages read (spec section 4). Called once per opening. */
  onAcknowledge: (ids: Array<Announcement['id']>) => void;
}

/**
 * The announcement dialog (560 px; spec sections 2 and 4): unread announcements one at a time with
 * previous and next, the content as plain text. "Got it" and closing both mark them read.
 */
export function AnnouncementDialog({
  open,
  onOpenChange,
  announcements,
  title,
  onAcknowledge,
  ...rest
}: AnnouncementDialogProps) {
  const t = useUiTranslate(accountCatalogues);
  const [index, setIndex] = useState(0);
  const current = announcements[Math.min(index, announcements.length - 1)];
  const total = announcements.length;

  const close = () => {
    onAcknowledge(announcements.map((a) => a.id));
    setIndex(0);
    onOpenChange?.(false);
  };

  return (
    <Dialog.Root open={open && total > 0} onOpenChange={(next) => (next ? onOpenChange?.(true) : close())}>
      {current ? (
        <Dialog.Content
          {...rest}
          size="md"
          title={title ?? t('announcement.title')}
          data-component="AnnouncementDialog"
          footer={
            <>
              {total > 1 ? (
                <Pager data-part="Pager">
                  <Button size="sm" variant="ghost" disabled={index === 0} onClick={() => setIndex((i) => i - 1)}>
                    {t('announcement.previous')}
                  </Button>
                  <span aria-live="polite">{t('announcement.position', { index: index + 1, total })}</span>
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={index >= total - 1}
                    onClick={() => setIndex((i) => i + 1)}
                  >
                    {t('announcement.next')}
                  </Button>
                </Pager>
              ) : null}
              <Button variant="primary" onClick={close}>
                {t('announcement.acknowledge')}
              </Button>
            </>
          }
        >
          <Article data-part="Announcement">
            <Heading>{current.title}</Heading>
            {current.publishTime ? <Time>{t('announcement.publishedAt', { time: current.publishTime })}</Time> : null}
            {/* Focusable so that a long notice can be scrolled with the keyboard. */}
            <Content data-part="Content" tabIndex={0} role="document" aria-label={current.title}>
              {current.content}
            </Content>
          </Article>
        </Dialog.Content>
      ) : null}
    </Dialog.Root>
  );
}
