/** Growth overview. Not shown in the spec (reference server). */
export interface GrowthOverview {
  totalUsers: number;
  joinedUsers: number;
  todayJoined: number;
}

/** One point of the join chart. Not shown (reference server). */
export interface GrowthJoinPoint {
  date: string;
  count: number;
}

/** Users per level. Not shown (reference server). */
export interface GrowthLevelCount {
  level: number;
  levelName: string;
  count: number;
}

/** A growth task. Not shown (reference server). */
export interface GrowthTask {
  taskId: number;
  taskName: string;
  growthValue: number;
}

/** Employee growth level; "not shown in detail" by the spec (reference server). */
export interface GrowthLevel {
  id: number;
  level: number;
  levelName: string;
  minGrowth: number;
  /** Only with `isDetail` 1. */
  rights?: string[];
}
