export { UpgradeAnnouncement } from './UpgradeAnnouncement';
export type { UpgradeAnnouncementProps } from './UpgradeAnnouncement';
