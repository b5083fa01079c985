import { route, type RouteConfigEntry } from "@react-router/dev/routes";

// spec: public §2 route table (Login, Registration, Password reset, Update password) plus the pages
// the working flows need: the second sign-in step, the e-mail link target and sign-out.
export const authRoutes: RouteConfigEntry[] = [
  route("logowanie", "routes/auth/login.tsx"),
  route("logowanie/weryfikacja", "routes/auth/login-two-factor.tsx"),
  route("rejestracja", "routes/auth/register.tsx"),
  route("weryfikacja-email", "routes/auth/verify-email.tsx"),
  route("cofnij-zmiane-email", "routes/auth/undo-email-change.tsx"),
  route("reset-hasla", "routes/auth/reset-password.tsx"),
  route("update-password", "routes/auth/update-password.tsx"),
  route("wyloguj", "routes/auth/logout.ts"),
];
