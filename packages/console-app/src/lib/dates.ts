/** A local calendar day as the API's date bound, `YYYY-MM-DD`. */
export const day = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
