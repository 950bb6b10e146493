export { DISPLAY_NAME_MAX_LENGTH, PersonalInfo, PersonalInfoDialog } from './PersonalInfo';
export type { ChatProvider, PersonalInfoDialogProps, PersonalInfoProps, PersonalInfoUser } from './PersonalInfo';
