export { AnnouncementDialog } from './AnnouncementDialog';
export type { Announcement, AnnouncementDialogProps } from './AnnouncementDialog';
