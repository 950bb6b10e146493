export { QRCode } from './QRCode';
export type { QRCodeProps, QRCodeErrorLevel, QRCodeStatus } from './QRCode';
