/** Languages the client can word its own errors in. */
export type ApiLocale = 'zh' | 'en';

/** Texts the client itself produces (everything else comes from the server's `msg`). */
export interface ErrorMessages {
  /** Network or HTTP failure (spec section 8). */
  network: string;
  /** A call exceeded the total timeout; also the download "timeout marker" text. */
  timeout: string;
  /** A call was cancelled by its caller (never shown). */
  cancelled: string;
  /** Fallback when the server sends a non-zero code with an empty msg. */
  systemBusy: string;
  /** A download answered with JSON but without a msg. */
  downloadFailed: string;
  /** The member's roles do not grant the page a call belongs to (code `NO_PERMISSION_CODE`). */
  noPermission: string;
}

/** The client's own error texts in both languages. */
export const ERROR_MESSAGES = {
  zh: {
    network: '网络请求失败，请检查网络连接后重试',
    timeout: '请求超时，请稍后重试',
    cancelled: '请求已取消',
    systemBusy: '系统繁忙',
    downloadFailed: '下载失败',
    noPermission: '暂无该页面的权限，请联系管理员',
  },
  en: {
    network: 'Network request failed, please check the connection and retry',
    timeout: 'The request timed out, please try again later',
    cancelled: 'The request was cancelled',
    systemBusy: 'System busy',
    downloadFailed: 'Download failed',
    noPermission: 'You have no permission for this page. Please ask an administrator.',
  },
} as const satisfies Record<ApiLocale, ErrorMessages>;
