export * from "./auth";
export * from "./accounts";
export * from "./catalog";
export * from "./engagement";
export * from "./blog";
export * from "./access";
export * from "./media";
export * from "./forms";
