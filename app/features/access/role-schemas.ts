// Zod schemas of the role-management forms (ADR 019: the same schema in the action and the form).
import { z } from "zod";
import { BAD_FORM_MESSAGE, formText } from "~/utils/form";
import { TIME_ZONE } from "~/utils/format";
import { ROLE_MESSAGES, ROLE_NAME_PATTERN } from "./role-rules";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * "Ważna do" is a calendar day in Poland, inclusive: the role lasts until that day ends in Warsaw
 * (the next midnight there), so "until tomorrow" means the whole of tomorrow.
 */
export function endOfWarsawDay(day: string): Date | null {
  if (!DAY.test(day)) return null;
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const midnightUtc = Date.UTC(y, m - 1, d + 1);
  // The day must exist as written: '2026-99-01' rolled over into 2034 (hostile review, session 28).
  const day0 = new Date(Date.UTC(y, m - 1, d));
  if (
    Number.isNaN(midnightUtc) ||
    day0.getUTCFullYear() !== y ||
    day0.getUTCMonth() !== m - 1 ||
    day0.getUTCDate() !== d
  )
    return null;
  const offset = new Intl.DateTimeFormat("en-US", { timeZone: TIME_ZONE, timeZoneName: "longOffset" })
    .formatToParts(new Date(midnightUtc))
    .find((p) => p.type === "timeZoneName")
    ?.value.match(/GMT([+-])(\d{2}):(\d{2})/);
  const minutes = offset ? (offset[1] === "-" ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3])) : 0;
  return new Date(midnightUtc - minutes * 60_000);
}

const userId = formText.pipe(z.string().min(1, "Brak użytkownika.").max(100));
const roleName = formText.pipe(z.string().min(1, "Wybierz rolę.").max(40));

export const AssignRoleSchema = z.object({
  intent: z.literal("assign"),
  userId,
  roleName,
  expiresOn: formText.pipe(z.string().refine((v) => v === "" || endOfWarsawDay(v) !== null, "Nieprawidłowa data.")),
});

export const RevokeRoleSchema = z.object({ intent: z.literal("revoke"), userId, roleName });

export const UserRolesActionSchema = z.discriminatedUnion("intent", [AssignRoleSchema, RevokeRoleSchema], {
  error: BAD_FORM_MESSAGE,
});

const permissionList = z.preprocess(
  (v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]),
  z.array(z.string().max(60)).max(50),
);

// The rules createCustomRole checks, here too, so each message stands under its field in the browser
// and in the server's answer (review, session 30: they came as one banner above the form).
export const CreateRoleSchema = z.object({
  intent: z.literal("create"),
  name: formText.pipe(z.string().trim().min(1, "Podaj nazwę roli.").regex(ROLE_NAME_PATTERN, ROLE_MESSAGES.roleNameInvalid)),
  displayName: formText.pipe(z.string().trim().min(1, "Podaj nazwę wyświetlaną.").min(2, ROLE_MESSAGES.displayNameInvalid).max(60, ROLE_MESSAGES.displayNameInvalid)),
  description: formText.pipe(z.string().trim().max(300, ROLE_MESSAGES.descriptionTooLong)),
  permissions: permissionList.pipe(z.array(z.string()).min(1, ROLE_MESSAGES.noPermissions)),
});

const roleId = formText.pipe(z.string().uuid("Nieznana rola."));
const permission = formText.pipe(z.string().min(1, "Wybierz uprawnienie.").max(60));

export const RolesActionSchema = z.discriminatedUnion(
  "intent",
  [
    CreateRoleSchema,
    z.object({ intent: z.literal("add-permission"), roleId, permission }),
    z.object({ intent: z.literal("remove-permission"), roleId, permission }),
    z.object({ intent: z.literal("deactivate"), roleId }),
    z.object({ intent: z.literal("activate"), roleId }),
  ],
  { error: BAD_FORM_MESSAGE },
);
