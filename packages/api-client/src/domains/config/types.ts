/** Client installer download configuration (spec section 3). */
export interface ClientDownloadConfig {
  armMacUrl: string | null;
  windowsUrl: string | null;
}

/** Supported publish ways (spec section 3). */
export interface SupportedPublishWays {
  dySupport: boolean;
}
