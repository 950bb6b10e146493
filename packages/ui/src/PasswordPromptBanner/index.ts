export { PasswordPromptBanner } from './PasswordPromptBanner';
export type { PasswordPromptBannerProps } from './PasswordPromptBanner';
