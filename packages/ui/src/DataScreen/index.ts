export * as DataScreen from './DataScreen.namespace';
export type {
  DataScreenRootProps,
  DataScreenFiguresProps,
  DataScreenFigureProps,
  DataScreenPanelProps,
  DataScreenAccent,
} from './DataScreen';
