import type { UnreadMessage } from '@brand-console/api-client';
import { AnnouncementDialog, formatDate, type Announcement } from '@brand-console/ui';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { UPGRADE_ANNOUNCEMENT_PATH } from '../../lib/router/paths';
import { useServices } from '../../lib/services';

/** Brand 101 never shows the announcement dialog (spec section 4). */
export const NO_ANNOUNCEMENT_BRAND = 101;
export const MSG_ANNOUNCEMENT = 1;
export const MSG_UPGRADE = 2;

/** A message's first line is its title and the rest its content; a one-line message is all title. */
export function toAnnouncement(message: UnreadMessage): Announcement {
  const [first = '', ...rest] = message.msgText.split('\n');
  // In the console's one display zone (UTC+8), like every other time it shows.
  const publishTime = message.createTime ? formatDate(message.createTime, 'YYYY-MM-DD HH:mm') : '-';
  return {
    id: message.id,
    title: first.trim(),
    content: rest.join('\n').trim(),
    ...(publishTime === '-' ? {} : { publishTime }),
  };
}

/** Unread messages of a type; none are asked for when `skip` is set. */
function useUnread(msgType: number, skip: boolean) {
  const { api } = useServices();
  const [messages, setMessages] = useState<UnreadMessage[]>([]);
  useEffect(() => {
    if (skip) return undefined;
    let live = true;
    api
      .request('/v1/system/account/userMessage/unReadMsgList', { msgType }, { selfHandled: true })
      .then((list) => live && setMessages(list))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [api, msgType, skip]);
  const markRead = (ids: Array<number | string>) => {
    setMessages([]);
    void api.request('/v1/system/account/userMessage/readMsg', { ids: ids.map(Number) }).catch(() => {});
  };
  return [skip ? [] : messages, markRead] as const;
}

/**
 * After sign-in (spec section 4): unread upgrade notices (type 2) open the upgrade announcement
 * view, which comes back to this page once they are read; then unread announcements (type 1) show
 * in the 560 px dialog, never for brand 101, and acknowledging or closing marks them read.
 */
export function Notices({ brandId }: { brandId: number }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [upgrades] = useUnread(MSG_UPGRADE, false);
  const [announcements, readAnnouncements] = useUnread(MSG_ANNOUNCEMENT, brandId === NO_ANNOUNCEMENT_BRAND);
  const hasUpgrades = upgrades.length > 0;
  useEffect(() => {
    if (!hasUpgrades) return;
    const here = `${location.pathname}${location.search}`;
    void navigate(`${UPGRADE_ANNOUNCEMENT_PATH}?redirect=${encodeURIComponent(here)}`, { replace: true });
    // Once, when the notices arrive: the view takes over from the page the user is on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hasUpgrades]);
  return (
    <AnnouncementDialog
      open={!hasUpgrades && announcements.length > 0}
      announcements={announcements.map(toAnnouncement)}
      onAcknowledge={readAnnouncements}
    />
  );
}
