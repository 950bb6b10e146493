import { describe, expect, it } from 'vitest';
import * as ui from './index';

/**
 * The public surface of @brand-console/ui. A change here is a deliberate API change:
 * update this list in the same commit and mention it in the changelog.
 */
const foundation = [
  'Button',
  'CSS_VAR_PREFIX',
  'ConfirmDialog',
  'DEFAULT_LOCALE',
  'Dialog',
  'GlobalStyle',
  'I18nProvider',
  'LOCALES',
  'THEME_ATTRIBUTE',
  'TOAST_DURATION_MS',
  'TOAST_MAX_VISIBLE',
  'ThemeProvider',
  'ToastProvider',
  'createToaster',
  'detectLocale',
  'readStoredLocale',
  'storeLocale',
  'LOCALE_STORAGE_KEY',
  'layout',
  'resolveLocale',
  'tokensStylesheet',
  'useControllableState',
  'useLocale',
  'useToast',
  'useTranslate',
  'vars',
];
/** Form controls, FormField, SearchForm, date pickers. */
const forms: string[] = [
  'Checkbox',
  'CheckboxGroup',
  'DatePicker',
  'DateRangePicker',
  'DateTimePicker',
  'FormField',
  'NumberInput',
  'NumberRange',
  'PASSWORD_MIN_LENGTH',
  'PasswordInput',
  'RadioGroup',
  'SearchForm',
  'Select',
  'Switch',
  'TextInput',
  'Textarea',
  'evaluateNumberRange',
  'formatDateTime',
  'parseDateTime',
  'useFieldValidation',
  'useFormFieldContext',
  'validateConfirmPassword',
  'validatePhone',
  'validateRequiredPassword',
  'validatePassword',
];
/** Data display and overlays. */
const dataDisplay: string[] = [
  'Alert',
  'Avatar',
  'Badge',
  'Card',
  'DataTable',
  'Descriptions',
  'DropdownMenu',
  'Empty',
  'Pagination',
  'Popover',
  'Progress',
  'Skeleton',
  'SortableList',
  'Spinner',
  'StatusTag',
  'Tabs',
  'Tag',
  'Thumbnail',
  'Tooltip',
  'createDataTableColumnHelper',
  'resolveStatus',
  'statusDictionary',
  'toTagTone',
];
/** Upload, formatting helpers and shared hooks. */
const upload: string[] = [
  'AVATAR_ACCEPT',
  'AvatarUpload',
  'BRAND_SWITCH_DEBOUNCE_MS',
  'BREADCRUMB_DEBOUNCE_MS',
  'DOWNLOAD_THROTTLE_MS',
  'DropZone',
  'MEMBER_SEARCH_DEBOUNCE_MS',
  'MENU_CLICK_THROTTLE_MS',
  'SMS_COUNTDOWN_SECONDS',
  'SPLIT_THROTTLE_MS',
  'UPLOAD_CONCURRENCY',
  'UploadDialog',
  'createFormatters',
  'formatCount',
  'formatDate',
  'formatDuration',
  'formatFileSize',
  'formatMoney',
  'formatPercent',
  'formatTimeAgo',
  'toDate',
  'displayNow',
  'DISPLAY_UTC_OFFSET_MINUTES',
  'isAcceptedType',
  'sanitizeFileName',
  'useCountdown',
  'useDebouncedCallback',
  'useFormatters',
  'useThrottledCallback',
  'validateFiles',
];

/** The shell: AppShell, Header, SideMenu, Breadcrumbs, keep-alive outlet, loading bar, splash. */
const shell: string[] = [
  'AppShell',
  'Breadcrumbs',
  'Header',
  'KEEP_ALIVE_MAX',
  'KeepAliveOutlet',
  'LOADING_BAR_STEP_MS',
  'LoadingBar',
  'SIDE_MENU_ICON_NAMES',
  'SPLASH_FADE_MS',
  'SideMenu',
  'SideMenuIcon',
  'Splash',
  'isSideMenuIcon',
  'useKeepAlive',
];
/** Sign-in and account pieces. */
const account: string[] = [
  'AnnouncementDialog',
  'BrandChoice',
  'ChooseSystem',
  'ClientDownloadConfirm',
  'DISPLAY_NAME_MAX_LENGTH',
  'ForgotPasswordFlow',
  'LoadingPage',
  'LoginLayout',
  'LoginTip',
  'NotFound',
  'PasswordLoginForm',
  'PasswordPromptBanner',
  'PersonalInfo',
  'PersonalInfoDialog',
  'PhoneLoginForm',
  'SetPasswordDialog',
  'SmsCodeButton',
  'SsoCallback',
  'UpgradeAnnouncement',
  'detectClientPlatform',
  'loginTipText',
  'resolveClientDownload',
];

/** The task centre. */
const taskCentre: string[] = [
  'TASK_CENTRE_PAGE_SIZES',
  'TASK_CENTRE_TABS',
  'TaskCentre',
  'exportProgress',
  'isTaskRunning',
  'taskOutcome',
];

/** Materials: the detail dialog, previews, their labels and the grid view. */
const materials: string[] = [
  'MaterialDetailDialog',
  'MaterialGrid',
  'MaterialPreview',
  'isMaterialExpired',
  'materialSourceLabel',
  'materialTypeLabel',
  'useMaterialLabels',
];

/** The cover editor, its JSON document and its export. */
const coverEditor: string[] = [
  'CoverEditor',
  'COVER_IMAGE_MAX_BYTES',
  'COVER_DOCUMENT_VERSION',
  'COVER_MAX_SIDE',
  'COVER_MIN_SIDE',
  'COVER_PREVIEW_MAX',
  'COVER_SIZE_PRESETS',
  'CoverDocumentError',
  'createCoverDocument',
  'exportCover',
  'parseCoverDocument',
  'previewScale',
  'serializeCoverDocument',
];

/** Page templates (issue 18): ListPage and its query helpers, forms, detail pages, figures and charts. */
const templates: string[] = [
  'Chart',
  'DataScreen',
  'ColorInput',
  'DEFAULT_COLOR_SWATCHES',
  'FileUpload',
  'MemberPicker',
  'MoneyInput',
  'TagsInput',
  'TimeInput',
  'DetailPage',
  'PageHeader',
  'QRCode',
  'Result',
  'Timeline',
  'Tree',
  'TreeSelect',
  'Drawer',
  'Form',
  'FormActions',
  'FormDialog',
  'FormDrawer',
  'FormItem',
  'FormPage',
  'FormSection',
  'KpiCard',
  'KpiCardGroup',
  'ListPage',
  'Statistic',
  'StepForm',
  'Steps',
  'createFormErrorMap',
  'useSchemaForm',
  'cleanFilters',
  'createListColumns',
  'defaultListQuery',
  'filterList',
  'filterText',
  'joinRange',
  'listQueryFromParams',
  'listQueryToParams',
  'sameListQuery',
  'splitRange',
];

const expected = [
  ...foundation,
  ...forms,
  ...dataDisplay,
  ...upload,
  ...shell,
  ...account,
  ...taskCentre,
  ...materials,
  ...coverEditor,
  ...templates,
];

describe('@brand-console/ui exports', () => {
  it('exports exactly the documented names', () => {
    expect(Object.keys(ui).sort()).toEqual([...expected].sort());
  });
  it('exports Dialog as a namespace of parts', () => {
    expect(Object.keys(ui.Dialog).sort()).toEqual(['Close', 'Content', 'Root', 'Trigger']);
  });
  it('exports nothing from styled-components', () => {
    expect(Object.keys(ui)).not.toContain('styled');
    expect(Object.keys(ui)).not.toContain('css');
  });
});
