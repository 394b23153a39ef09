// The /balance activity: action filters, the date range, merging both sources, the CSV download.
export * from "./activity-actions";
export * from "./calendar-day";
export * from "./activity-row";
export * from "./merge-activity";
export * from "./activity-csv";
export * from "./swap-token-decimals";
