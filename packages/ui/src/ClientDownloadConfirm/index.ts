export { ClientDownloadConfirm, detectClientPlatform, resolveClientDownload } from './ClientDownloadConfirm';
export type {
  ClientDownloadConfirmProps,
  ClientDownloadSources,
  ClientPlatform,
  NavigatorLike,
} from './ClientDownloadConfirm';
