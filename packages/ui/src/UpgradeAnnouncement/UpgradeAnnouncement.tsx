import { useId, type ComponentPropsWithRef } from 'react';
import type { Announcement } from '../AnnouncementDialog/AnnouncementDialog';
import { Article, Content, Heading, Time } from '../AnnouncementDialog/AnnouncementDialog.styles';
import { Button } from '../Button/Button';
import { useUiTranslate } from '../i18n/I18nProvider';
import { accountCatalogues } from '../i18n/messages/account';
import { Actions, Empty, List, Root, Title } from './UpgradeAnnouncement.styles';

export interface UpgradeAnnouncementProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  /** Unread messages of type 2 (upgrade notices), newest first. */
  notices: readonly Announcement[];
  /** "Got it": the app marks them read and leaves the view. */
  onAcknowledge?: (ids: Array<Announcement['id']>) => void;
}

/**
 * The upgrade announcement view, shown while unread upgrade notices (messages of type 2) exist
 * (spec section 4). Each notice's text is shown as text, with its line breaks.
 */
export function UpgradeAnnouncement({ notices, onAcknowledge, ...rest }: UpgradeAnnouncementProps) {
  const t = useUiTranslate(accountCatalogues);
  const titleId = useId();
  return (
    <Root data-component="UpgradeAnnouncement" aria-labelledby={titleId} {...rest}>
      <Title id={titleId}>{t('upgrade.title')}</Title>
      {notices.length === 0 ? (
        <Empty role="status">{t('upgrade.empty')}</Empty>
      ) : (
        <List>
          {notices.map((notice) => (
            <li key={notice.id}>
              <Article>
                <Heading as="h2">{notice.title}</Heading>
                {notice.publishTime ? <Time>{t('announcement.publishedAt', { time: notice.publishTime })}</Time> : null}
                <Content style={{ maxHeight: 'none' }}>{notice.content}</Content>
              </Article>
            </li>
          ))}
        </List>
      )}
      {onAcknowledge && notices.length > 0 ? (
        <Actions>
          <Button variant="primary" onClick={() => onAcknowledge(notices.map((n) => n.id))}>
            {t('upgrade.acknowledge')}
          </Button>
        </Actions>
      ) : null}
    </Root>
  );
}
