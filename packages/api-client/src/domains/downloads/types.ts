import type { DateTimeText } from '../common';

/** Download/export task status: 0 not started … 5 expired (spec section 4). */
export type DownloadTaskStatusCode = 0 | 1 | 2 | 3 | 4 | 5;

/** Download task (spec section 3) merged with the task centre's export-file row. */
export interface DownloadTask {
  id: number;
  status: number;
  /** Progress step while status is 2 (task centre: 0/1 → 33%, 2 → 66%, 3 → 99%). */
  subStatus: number;
  fileName: string;
  exportTime: DateTimeText;
  /** Present once finished; re-downloadable for 15 days. */
  fileUrl: string | null;
  exporterType: number;
  exportJson: string;
  remark: string | null;
}
