// Theme and tokens
export { ThemeProvider } from './theme/ThemeProvider';
export type { ThemeProviderProps } from './theme/ThemeProvider';
export { GlobalStyle } from './theme/GlobalStyle';
export { vars, layout, THEME_ATTRIBUTE, CSS_VAR_PREFIX, tokensStylesheet } from './tokens';
export type { ThemeVars, ColorSchemeName } from './tokens';

// Internationalisation
export {
  I18nProvider,
  useLocale,
  useTranslate,
  detectLocale,
  resolveLocale,
  readStoredLocale,
  storeLocale,
  DEFAULT_LOCALE,
  LOCALES,
  LOCALE_STORAGE_KEY,
} from './i18n';
export type { Locale, LocaleStorage, Catalogues, Translate } from './i18n';

// Hooks
export { useControllableState } from './hooks/useControllableState';
export type { UseControllableStateOptions } from './hooks/useControllableState';

// Components
export { Button } from './Button';
export type { ButtonProps, ButtonVariant, ButtonSize } from './Button';
export { Dialog } from './Dialog';
export type { DialogRootProps, DialogTriggerProps, DialogContentProps, DialogCloseProps, DialogSize } from './Dialog';
export { ConfirmDialog } from './ConfirmDialog';
export type { ConfirmDialogProps, ConfirmTone } from './ConfirmDialog';
export { ToastProvider, useToast, createToaster, TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from './Toast';
export type { ToastProviderProps, Toaster, ToastItem, ToastOptions, ToastTone } from './Toast';

// ── Forms (issue 3): inputs, select, choice controls, date pickers, FormField, SearchForm ──
// (forms: add exports below this line)
export {
  FormField,
  useFormFieldContext,
  useFieldValidation,
  validatePassword,
  validateConfirmPassword,
  validatePhone,
  validateRequiredPassword,
  PASSWORD_MIN_LENGTH,
} from './FormField';
export type {
  FormFieldProps,
  FormFieldControlProps,
  FormFieldContextValue,
  UseFieldValidationOptions,
  FieldValidation,
  ValidationRule,
} from './FormField';
export { TextInput } from './TextInput';
export type { TextInputProps, TextInputSize } from './TextInput';
export { PasswordInput } from './PasswordInput';
export type { PasswordInputProps } from './PasswordInput';
export { Textarea } from './Textarea';
export type { TextareaProps } from './Textarea';
export { NumberInput } from './NumberInput';
export type { NumberInputProps } from './NumberInput';
export { NumberRange, evaluateNumberRange } from './NumberRange';
export type { NumberRangeProps, NumberRangeValue } from './NumberRange';
export { Select } from './Select';
export type { SelectProps, SelectSingleProps, SelectMultipleProps, SelectBaseProps, SelectOption } from './Select';
export { Checkbox, CheckboxGroup } from './Checkbox';
export type { CheckboxProps, CheckedState, CheckboxGroupProps } from './Checkbox';
export { RadioGroup } from './RadioGroup';
export type { RadioGroupProps } from './RadioGroup';
export { Switch } from './Switch';
export type { SwitchProps } from './Switch';
export { SortableList } from './SortableList';
export type { SortableListProps, SortableMove } from './SortableList';
export { DatePicker } from './DatePicker';
export type { DatePickerProps, DatePickerBaseProps } from './DatePicker';
export { DateTimePicker, formatDateTime, parseDateTime } from './DateTimePicker';
export type { DateTimePickerProps } from './DateTimePicker';
export { DateRangePicker } from './DateRangePicker';
export type { DateRangePickerProps, DateRangeValue } from './DateRangePicker';
export { SearchForm } from './SearchForm';
export type { SearchFormProps } from './SearchForm';

// ── Data display (issue 3): DataTable, Pagination, Tag, Badge, StatusTag, Progress, Avatar, Thumbnail, … ──
// (data: add exports below this line)
export { DataTable, createDataTableColumnHelper } from './DataTable';
export type {
  DataTableProps,
  DataTablePaginationState,
  DataTableSortingState,
  DataTableRowSelectionState,
  DataTableColumnVisibilityState,
  DataTableColumnDef,
  DataTableColumnHelper,
  DataTableColumnMeta,
  DataTableFeatures,
  DataTableRowAction,
} from './DataTable';
export { Pagination } from './Pagination';
export type { PaginationProps } from './Pagination';
export { Tag } from './Tag';
export type { TagProps, TagTone } from './Tag';
export { Badge } from './Badge';
export type { BadgeProps, BadgeTone } from './Badge';
export { StatusTag, statusDictionary, resolveStatus, toTagTone } from './StatusTag';
export type { StatusTagProps, StatusDictionary, StatusEntry, StatusLabel, DictionaryItem } from './StatusTag';
export { Progress } from './Progress';
export type { ProgressProps, ProgressTone } from './Progress';
export { Avatar } from './Avatar';
export type { AvatarProps } from './Avatar';
export { Thumbnail } from './Thumbnail';
export type { ThumbnailProps, ThumbnailRatio } from './Thumbnail';
export { Empty } from './Empty';
export type { EmptyProps } from './Empty';
export { Skeleton } from './Skeleton';
export type { SkeletonProps, SkeletonVariant } from './Skeleton';
export { Spinner } from './Spinner';
export type { SpinnerProps, SpinnerSize } from './Spinner';
export { Descriptions } from './Descriptions';
export type { DescriptionsProps, DescriptionsItem } from './Descriptions';
export { Card } from './Card';
export type { CardProps } from './Card';
export { Alert } from './Alert';
export type { AlertProps, AlertTone } from './Alert';
export { Tabs } from './Tabs';
export type { TabsRootProps, TabsListProps, TabsTriggerProps, TabsContentProps } from './Tabs';
export { Tooltip } from './Tooltip';
export type { TooltipProps } from './Tooltip';
export { Popover } from './Popover';
export type { PopoverRootProps, PopoverTriggerProps, PopoverContentProps, PopoverCloseProps } from './Popover';
export { DropdownMenu } from './DropdownMenu';
export type {
  DropdownMenuRootProps,
  DropdownMenuTriggerProps,
  DropdownMenuContentProps,
  DropdownMenuItemProps,
  DropdownMenuItemTone,
  DropdownMenuCheckboxItemProps,
  DropdownMenuLabelProps,
  DropdownMenuSeparatorProps,
} from './DropdownMenu';

// ── Upload, formatting helpers and shared hooks (issue 3) ──
// (upload: add exports below this line)
export {
  formatCount,
  formatMoney,
  formatFileSize,
  formatPercent,
  formatDuration,
  formatTimeAgo,
  formatDate,
  toDate,
  displayNow,
  DISPLAY_UTC_OFFSET_MINUTES,
  sanitizeFileName,
  useFormatters,
  createFormatters,
} from './format';
export type { FormatMoneyOptions, DateInput, DurationStyle, SanitizeFileNameOptions, Formatters } from './format';
export { useDebouncedCallback } from './hooks/useDebouncedCallback';
export type { RateLimitedFunction, DebounceOptions } from './hooks/useDebouncedCallback';
export { useThrottledCallback } from './hooks/useThrottledCallback';
export type { ThrottleOptions } from './hooks/useThrottledCallback';
export { useCountdown } from './hooks/useCountdown';
export type { Countdown, UseCountdownOptions } from './hooks/useCountdown';
export {
  MENU_CLICK_THROTTLE_MS,
  DOWNLOAD_THROTTLE_MS,
  SPLIT_THROTTLE_MS,
  MEMBER_SEARCH_DEBOUNCE_MS,
  BREADCRUMB_DEBOUNCE_MS,
  BRAND_SWITCH_DEBOUNCE_MS,
  SMS_COUNTDOWN_SECONDS,
} from './hooks/timing';
export { DropZone, validateFiles, isAcceptedType } from './DropZone';
export type {
  DropZoneProps,
  DropZoneSize,
  FileRejection,
  FileRejectionReason,
  FileRules,
  FileCheckResult,
} from './DropZone';
export { UploadDialog, UPLOAD_CONCURRENCY } from './UploadDialog';
export type {
  UploadDialogProps,
  UploadContext,
  UploadItem,
  UploadOutcome,
  UploadStatus,
  UploadTransport,
} from './UploadDialog';
export { AvatarUpload, AVATAR_ACCEPT } from './AvatarUpload';
export type { AvatarUploadProps } from './AvatarUpload';

// ── Shell (issue 6): AppShell, Header, SideMenu, Breadcrumbs, KeepAlive, LoadingBar, Splash ──
// (shell: add exports below this line)
export { KeepAliveOutlet, useKeepAlive, KEEP_ALIVE_MAX } from './KeepAliveOutlet';
export type { KeepAliveOutletProps, KeepAliveControls } from './KeepAliveOutlet';
export { Breadcrumbs } from './Breadcrumbs';
export type { BreadcrumbsProps, BreadcrumbItem, BreadcrumbNavigation } from './Breadcrumbs';
export { LoadingBar, LOADING_BAR_STEP_MS } from './LoadingBar';
export type { LoadingBarProps } from './LoadingBar';
export { Splash, SPLASH_FADE_MS } from './Splash';
export { SideMenu } from './SideMenu';
export { Header } from './Header';
export type { HeaderProps, HeaderModule, HeaderBrand } from './Header';
export type { SideMenuProps, SideMenuItem } from './SideMenu';
export { SideMenuIcon, SIDE_MENU_ICON_NAMES, isSideMenuIcon } from './SideMenu';
export type { SideMenuIconProps, SideMenuIconName } from './SideMenu';
export type { LinkComponent, LinkComponentProps } from './internal/link';
export type { SplashProps } from './Splash';
export { AppShell } from './AppShell';
export type { AppShellProps, AppShellEmbedding } from './AppShell';

// ── Sign-in and account (issue 6): login forms, brand choice, tip pages, personal info, announcements ──
// (account: add exports below this line)
export { LoginTip, loginTipText } from './LoginTip';
export type { LoginTipProps } from './LoginTip';
export { SsoCallback } from './SsoCallback';
export type { SsoCallbackProps, SsoProvider } from './SsoCallback';
export { NotFound } from './NotFound';
export type { NotFoundProps } from './NotFound';
export { LoadingPage } from './LoadingPage';
export type { LoadingPageProps } from './LoadingPage';
export { ChooseSystem } from './ChooseSystem';
export type { ChooseSystemProps, SystemChoice } from './ChooseSystem';
export { LoginLayout } from './LoginLayout';
export type { LoginLayoutProps } from './LoginLayout';
export { SmsCodeButton } from './SmsCodeButton';
export type { SmsCodeButtonProps } from './SmsCodeButton';
export { PhoneLoginForm } from './PhoneLoginForm';
export type { PhoneLoginFormProps, PhoneLoginValues } from './PhoneLoginForm';
export { PasswordLoginForm } from './PasswordLoginForm';
export type { PasswordLoginFormProps, PasswordLoginValues } from './PasswordLoginForm';
export { BrandChoice } from './BrandChoice';
export type { BrandChoiceProps } from './BrandChoice';
export { ForgotPasswordFlow } from './ForgotPasswordFlow';
export type { ForgotPasswordFlowProps, IdentityValues } from './ForgotPasswordFlow';
export { SetPasswordDialog } from './SetPasswordDialog';
export type { SetPasswordDialogProps } from './SetPasswordDialog';
export { PasswordPromptBanner } from './PasswordPromptBanner';
export type { PasswordPromptBannerProps } from './PasswordPromptBanner';
export { DISPLAY_NAME_MAX_LENGTH, PersonalInfo, PersonalInfoDialog } from './PersonalInfo';
export type { ChatProvider, PersonalInfoDialogProps, PersonalInfoProps, PersonalInfoUser } from './PersonalInfo';
export { AnnouncementDialog } from './AnnouncementDialog';
export type { Announcement, AnnouncementDialogProps } from './AnnouncementDialog';
export { UpgradeAnnouncement } from './UpgradeAnnouncement';
export type { UpgradeAnnouncementProps } from './UpgradeAnnouncement';
export { ClientDownloadConfirm, detectClientPlatform, resolveClientDownload } from './ClientDownloadConfirm';
export type {
  ClientDownloadConfirmProps,
  ClientDownloadSources,
  ClientPlatform,
  NavigatorLike,
} from './ClientDownloadConfirm';

// ── Task centre (issue 8): the five tabs of background work ──
export {
  TaskCentre,
  exportProgress,
  isTaskRunning,
  taskOutcome,
  TASK_CENTRE_PAGE_SIZES,
  TASK_CENTRE_TABS,
} from './TaskCentre';
export type {
  TaskCentreAiRow,
  TaskCentreExportRow,
  TaskCentreMaterial,
  TaskCentrePagination,
  TaskCentreProps,
  TaskCentreRecordRow,
  TaskCentreRows,
  TaskCentreTab,
  TaskCentreTabState,
  TaskCentreTagRow,
} from './TaskCentre';

// ── Materials (issue 10): detail dialog, previews and the grid view ──
export {
  MaterialDetailDialog,
  MaterialPreview,
  isMaterialExpired,
  materialSourceLabel,
  materialTypeLabel,
  useMaterialLabels,
} from './MaterialDetail';
export type { MaterialDetailData, MaterialDetailDialogProps, MaterialUseLogRow } from './MaterialDetail';
export { MaterialGrid } from './MaterialGrid';
export type { MaterialGridItem, MaterialGridProps } from './MaterialGrid';
export {
  CoverEditor,
  COVER_IMAGE_MAX_BYTES,
  COVER_DOCUMENT_VERSION,
  COVER_MAX_SIDE,
  COVER_MIN_SIDE,
  COVER_PREVIEW_MAX,
  COVER_SIZE_PRESETS,
  CoverDocumentError,
  createCoverDocument,
  exportCover,
  parseCoverDocument,
  previewScale,
  serializeCoverDocument,
} from './CoverEditor';
export type {
  CoverBackground,
  CoverDocument,
  CoverEditorProps,
  CoverFont,
  CoverImage,
  CoverObject,
  CoverPickedImage,
  CoverText,
} from './CoverEditor';

// ── Page templates (issue 18): list pages, forms, detail pages, figures and charts ──
export {
  ListPage,
  createListColumns,
  cleanFilters,
  defaultListQuery,
  filterList,
  filterText,
  joinRange,
  listQueryFromParams,
  listQueryToParams,
  sameListQuery,
  splitRange,
} from './ListPage';
export type {
  ListPageProps,
  ListBatchAction,
  ListTab,
  ListView,
  ListSelection,
  ListColumn,
  ListColumnBuilder,
  ListFilterDef,
  ListFilterFieldProps,
  ListFilterKind,
  ListFilterValue,
  ListPerson,
  ListValueType,
  ListFilters,
  ListQuery,
  ListQueryDefaults,
  ListSort,
} from './ListPage';
export { Chart } from './Chart';
export type {
  ChartProps,
  ChartLineProps,
  ChartBarProps,
  ChartItemsProps,
  ChartCommonProps,
  ChartSeries,
  ChartDatum,
  ChartValueType,
} from './Chart';
export { Statistic } from './Statistic';
export type { StatisticProps, StatisticValueType, StatisticTrendPolarity } from './Statistic';
export { KpiCard, KpiCardGroup } from './KpiCard';
export type { KpiCardProps, KpiCardGroupProps } from './KpiCard';
export { DataScreen } from './DataScreen';
export type {
  DataScreenRootProps,
  DataScreenFiguresProps,
  DataScreenFigureProps,
  DataScreenPanelProps,
  DataScreenAccent,
} from './DataScreen';
export { Form, FormActions, FormItem, useSchemaForm, createFormErrorMap } from './Form';
export type {
  FormProps,
  FormActionsProps,
  FormSubmitHelpers,
  FormItemProps,
  FormItemRenderProps,
  FormLayout,
  UseSchemaFormOptions,
  SchemaFormReturn,
  SchemaFormValues,
  SchemaOutput,
  FormSchema,
} from './Form';
export { FormDialog } from './FormDialog';
export type { FormDialogProps, FormOverlayProps } from './FormDialog';
export { FormDrawer } from './FormDrawer';
export type { FormDrawerProps } from './FormDrawer';
export { Drawer } from './Drawer';
export type {
  DrawerRootProps,
  DrawerTriggerProps,
  DrawerContentProps,
  DrawerCloseProps,
  DrawerSize,
  DrawerPlacement,
} from './Drawer';
export { FormPage, FormSection } from './FormPage';
export type { FormPageProps, FormSectionProps } from './FormPage';
export { Steps } from './Steps';
export type { StepsProps, StepItem, StepStatus } from './Steps';
export { StepForm } from './StepForm';
export type { StepFormProps, StepFormStep } from './StepForm';
export { Tree } from './Tree';
export type { TreeProps, TreeNode, TreeCheckInfo } from './Tree';
export { TreeSelect } from './TreeSelect';
export type {
  TreeSelectProps,
  TreeSelectSingleProps,
  TreeSelectMultipleProps,
  TreeSelectBaseProps,
} from './TreeSelect';
export { Result } from './Result';
export type { ResultProps, ResultStatus } from './Result';
export { Timeline } from './Timeline';
export type { TimelineProps, TimelineItem, TimelineTone } from './Timeline';
export { QRCode } from './QRCode';
export type { QRCodeProps, QRCodeErrorLevel, QRCodeStatus } from './QRCode';
export { PageHeader } from './PageHeader';
export type { PageHeaderProps, PageHeaderBack, HeadingLevel } from './PageHeader';
export { DetailPage } from './DetailPage';
export type { DetailPageProps, DetailPageTab } from './DetailPage';
export { MoneyInput } from './MoneyInput';
export type { MoneyInputProps } from './MoneyInput';
export { TimeInput } from './TimeInput';
export type { TimeInputProps } from './TimeInput';
export { ColorInput, DEFAULT_COLOR_SWATCHES } from './ColorInput';
export type { ColorInputProps, ColorSwatch } from './ColorInput';
export { TagsInput } from './TagsInput';
export type { TagsInputProps } from './TagsInput';
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
export { FileUpload } from './FileUpload';
export type { FileUploadProps, FileUploadResult, FileUploadValue, FileUploadVariant, UploadedFile } from './FileUpload';
