export { Statistic } from './Statistic';
export type { StatisticProps, StatisticValueType, StatisticTrendPolarity } from './Statistic';
