import type { MiddlewareFunction } from "react-router";
import { databaseUnavailableMiddleware } from "./database-unavailable.server";
import { formGuardMiddleware } from "./form-guard.server";
import { sameOriginMiddleware } from "./same-origin.server";

/**
 * The request-level middleware every request passes before the session is read (root.tsx): refuse
 * cross-site writes first (nothing of theirs is even parsed), then refuse malformed form bodies.
 * The first one turns any answer of a request that met a database outage into a 503 (issue #12 pt 1).
 * tests/route-harness.ts runs the same list, so route tests see what production does.
 */
export const requestMiddleware: MiddlewareFunction<Response>[] = [databaseUnavailableMiddleware, sameOriginMiddleware, formGuardMiddleware];
