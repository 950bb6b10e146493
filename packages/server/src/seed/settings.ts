import type { Database } from '../db/database';

/**
 * Brand settings for the demo: brand 13 has client installers for Windows and Apple-silicon Macs
 * and shows employee ids; brand 14 has no client address (the console then says to contact the
 * administrator) and does not support Douyin publishing. The addresses are on the reserved
 * example.com domain: the reference server ships no installer.
 */
export const seedSettings: Record<number, Record<string, unknown>> = {
  13: {
    clientDownload: {
      windowsUrl: 'https://download.example.com/brand-console/BrandConsole-Setup-2.3.0.exe',
      armMacUrl: 'https://download.example.com/brand-console/BrandConsole-2.3.0-arm64.dmg',
    },
    showEmployeeId: true,
    publishWays: { dySupport: true },
  },
  14: {
    clientDownload: { windowsUrl: null, armMacUrl: null },
    showEmployeeId: false,
    publishWays: { dySupport: false },
  },
  101: {
    clientDownload: {
      windowsUrl: 'https://download.example.com/brand-console/BrandConsole-Setup-2.3.0.exe',
      armMacUrl: null,
    },
    showEmployeeId: false,
    publishWays: { dySupport: true },
  },
};

export function seedBrandSettings(db: Database): void {
  const insert = db.prepare('INSERT OR REPLACE INTO brand_settings (brand_id, key, value) VALUES (?, ?, ?)');
  for (const [brandId, values] of Object.entries(seedSettings)) {
    for (const [key, value] of Object.entries(values)) insert.run(Number(brandId), key, JSON.stringify(value));
  }
}
