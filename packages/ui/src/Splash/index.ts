export { Splash, SPLASH_FADE_MS } from './Splash';
export type { SplashProps } from './Splash';
