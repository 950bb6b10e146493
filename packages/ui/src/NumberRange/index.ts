export { NumberRange, evaluateNumberRange } from './NumberRange';
export type { NumberRangeProps, NumberRangeValue } from './NumberRange';
