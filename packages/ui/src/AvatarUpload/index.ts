export { AvatarUpload, AVATAR_ACCEPT } from './AvatarUpload';
export type { AvatarUploadProps } from './AvatarUpload';
