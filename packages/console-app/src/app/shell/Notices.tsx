import type { UnreadMessage } from '@brand-console/api-client';
import { AnnouncementDialog, formatDate, type Announcement } from '@brand-console/ui';
import { useEffect, useState } from 'react';
import { useServices } from '../../lib/services';

/** Brand 101 never shows announcements (spec section 4). */
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

function useUnread(msgType: number, brandId: number) {
  const { api } = useServices();
  const [messages, setMessages] = useState<UnreadMessage[]>([]);
  useEffect(() => {
    if (brandId === NO_ANNOUNCEMENT_BRAND) return undefined;
    let live = true;
    api
      .request('/v1/system/account/userMessage/unReadMsgList', { msgType }, { selfHandled: true })
      .then((list) => live && setMessages(list))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [api, msgType, brandId]);
  const markRead = (ids: Array<number | string>) => {
    setMessages([]);
    void api.request('/v1/system/account/userMessage/readMsg', { ids: ids.map(Number) }).catch(() => {});
  };
  return [brandId === NO_ANNOUNCEMENT_BRAND ? [] : messages, markRead] as const;
}

/**
 * Unread upgrade notices (type 2), then announcements (type 1), in the 560 px dialog after
 * sign-in; acknowledging or closing marks them read (spec section 4). Never for brand 101.
 */
export function Notices({ brandId, english }: { brandId: number; english: boolean }) {
  const [announcements, readAnnouncements] = useUnread(MSG_ANNOUNCEMENT, brandId);
  const [upgrades, readUpgrades] = useUnread(MSG_UPGRADE, brandId);
  return upgrades.length > 0 ? (
    <AnnouncementDialog
      open
      title={english ? 'Upgrade notice' : '升级公告'}
      announcements={upgrades.map(toAnnouncement)}
      onAcknowledge={readUpgrades}
    />
  ) : (
    <AnnouncementDialog
      open={announcements.length > 0}
      announcements={announcements.map(toAnnouncement)}
      onAcknowledge={readAnnouncements}
    />
  );
}
