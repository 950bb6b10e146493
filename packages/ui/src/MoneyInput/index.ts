export { MoneyInput } from './MoneyInput';
export type { MoneyInputProps } from './MoneyInput';
export { parseYuan, formatYuan } from './money';
export type { MoneyError, MoneyParseResult } from './money';
