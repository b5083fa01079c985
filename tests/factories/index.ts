// tests/factories — build the data a test needs, fresh per test (import from "~tests/factories" is not
// aliased: use a relative path, e.g. `import { createUser } from "../../tests/factories"`).
export * from "./blog";
export * from "./catalog";
export * from "./users";
export * from "./codes";
export * from "./uploads";
