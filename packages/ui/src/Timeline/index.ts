export { Timeline } from './Timeline';
export type { TimelineProps, TimelineItem, TimelineTone } from './Timeline';
