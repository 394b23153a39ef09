export * from "./fixed";
export * from "./parse-amount";
export * from "./decimal-string";
export * from "./percent-change";
