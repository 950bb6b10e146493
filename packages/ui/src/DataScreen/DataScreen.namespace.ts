export { Root, Figures, Figure, Panel } from './DataScreen';
