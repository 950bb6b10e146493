export { formatCount, formatMoney, formatFileSize, formatPercent, NOT_A_NUMBER } from './number';
export type { FormatMoneyOptions } from './number';
export { formatDuration, formatTimeAgo, formatDate, toDate, DATE_TIME_PATTERN } from './time';
export type { DateInput, DurationStyle } from './time';
export { sanitizeFileName, DEFAULT_FILE_NAME } from './sanitizeFileName';
export type { SanitizeFileNameOptions } from './sanitizeFileName';
export { useFormatters, createFormatters } from './useFormatters';
export type { Formatters } from './useFormatters';
