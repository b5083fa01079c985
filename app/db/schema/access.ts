import { sql } from "drizzle-orm";
import { boolean, check, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";

// spec: admin §3 Roles and permissions (user_roles → roles, user_permissions → permissions).
export const roles = pgTable("roles", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull().unique(),
  displayName: text("display_name").notNull(),
  description: text("description").notNull().default(""),
  isSystemRole: boolean("is_system_role").notNull().default(false),
  isActive: boolean("is_active").notNull().default(true),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const permissions = pgTable(
  "permissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull().unique(),
    resource: text("resource").notNull(),
    action: text("action").notNull(),
    description: text("description").notNull().default(""),
    isActive: boolean("is_active").notNull().default(true),
  },
  (t) => [check("permissions_name_format", sql`${t.name} = ${t.resource} || ':' || ${t.action}`)],
);

export const rolePermissions = pgTable(
  "role_permissions",
  {
    roleId: uuid("role_id")
      .notNull()
      .references(() => roles.id, { onDelete: "cascade" }),
    permissionId: uuid("permission_id")
      .notNull()
      .references(() => permissions.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionId] })],
);

// DESIGN §5: an assignment past expires_at grants nothing, whether or not a clean-up job has run.
export const userRoleAssignments = pgTable(
  "user_role_assignments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    roleId: uuid("role_id")
      .notNull()
      .references(() => roles.id, { onDelete: "cascade" }),
    isActive: boolean("is_active").notNull().default(true),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    assignedAt: timestamp("assigned_at", { withTimezone: true }).notNull().defaultNow(),
    assignedBy: text("assigned_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("user_role_assignments_active_key").on(t.userId, t.roleId).where(sql`${t.isActive}`),
    index("user_role_assignments_user_idx").on(t.userId),
  ],
);

export const roleAuditLog = pgTable(
  "role_audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    roleId: uuid("role_id").references(() => roles.id, { onDelete: "set null" }),
    roleName: text("role_name").notNull(),
    action: text("action").notNull(),
    performedAt: timestamp("performed_at", { withTimezone: true }).notNull().defaultNow(),
    performedBy: text("performed_by").references(() => user.id, { onDelete: "set null" }),
    details: jsonb("details").$type<{ expires_at?: string | null; reason?: "account-deleted" }>().notNull().default({}),
  },
  (t) => [
    check("role_audit_log_action", sql`${t.action} IN ('assigned', 'revoked', 'expired')`),
    index("role_audit_log_user_idx").on(t.userId, t.performedAt.desc()),
  ],
);

// Who changed a role itself (created, permission added or removed, deactivated): issue #10 "every
// change records who made it"; role_audit_log covers assignments only (ADR 034).
export const roleChangeLog = pgTable(
  "role_change_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    roleId: uuid("role_id")
      .notNull()
      .references(() => roles.id, { onDelete: "cascade" }),
    action: text("action").notNull(),
    permission: text("permission"),
    performedAt: timestamp("performed_at", { withTimezone: true }).notNull().defaultNow(),
    performedBy: text("performed_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [
    check("role_change_log_action", sql`${t.action} IN ('created', 'permission_added', 'permission_removed', 'deactivated', 'activated')`),
    index("role_change_log_role_idx").on(t.roleId, t.performedAt.desc()),
  ],
);
