export * from "./fixed";
export * from "./parse-amount";
export * from "./decimal-string";
