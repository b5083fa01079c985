import type { MiddlewareFunction } from "react-router";
import { formGuardMiddleware } from "./form-guard.server";
import { sameOriginMiddleware } from "./same-origin.server";

/**
 * The request-level middleware every request passes before the session is read (root.tsx): refuse
 * cross-site writes first (nothing of theirs is even parsed), then refuse malformed form bodies.
 * tests/route-harness.ts runs the same list, so route tests see what production does.
 */
export const requestMiddleware: MiddlewareFunction<Response>[] = [sameOriginMiddleware, formGuardMiddleware];
