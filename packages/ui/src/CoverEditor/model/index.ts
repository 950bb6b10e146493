export * from './document';
export * from './geometry';
export * from './snapping';
export * from './serialize';
export * from './commands';
export * from './history';
export * from './safeZones';
export * from './fonts';
