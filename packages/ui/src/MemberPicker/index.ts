export { MemberPicker } from './MemberPicker';
export type {
  Member,
  MemberPickerProps,
  MemberPickerSingleProps,
  MemberPickerMultipleProps,
  MemberPickerBaseProps,
  MemberSearch,
  MemberSearchContext,
} from './MemberPicker';
