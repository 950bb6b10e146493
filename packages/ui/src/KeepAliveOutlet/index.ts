export { KeepAliveOutlet, useKeepAlive, KEEP_ALIVE_MAX } from './KeepAliveOutlet';
export type { KeepAliveOutletProps, KeepAliveControls } from './KeepAliveOutlet';
