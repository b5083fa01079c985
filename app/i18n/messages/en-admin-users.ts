import type { plAdminUsers } from "./pl-admin-users";

// ADR 158: the English messages of blocking accounts — every key of ./pl-admin-users.
export const enAdminUsers = {
  "admin.users.block": "Block",
  "admin.users.unblock": "Unblock",
  "admin.users.blockOf": "Block the account: {name}",
  "admin.users.unblockOf": "Unblock the account: {name}",
  "admin.users.blockedBadge": "Blocked",
  "admin.users.statBlocked": "Blocked accounts",
  "admin.users.blockedOnly": "Blocked only",
  "admin.users.blockExplained": "A blocked account cannot sign in, and its open sessions end. The person's reviews stay – delete them in the Reviews section.",
  "admin.users.reviewsOf": "This person's reviews ({name}) in the Reviews section",
  "admin.users.blockReason": "Reason (optional)",
  "admin.users.blockReasonHint": "Only people with access to the panel see it.",
  "admin.users.blockedSince": "The account has been blocked since {date}.",
  "admin.users.blockedReason": "Reason: {reason}",
  "admin.users.blockedBy": "Blocked by: {name}",
  "admin.users.unblockExplained": "Once unblocked, the person can sign in again.",
  "msg.admin.95": "The account has been blocked and its sessions ended.",
  "msg.admin.96": "The account has been unblocked.",
  "msg.admin.97": "You cannot block your own account.",
  "msg.admin.98": "A person with a role in the panel cannot be blocked. Take their roles away first.",
  "msg.admin.99": "This account is already blocked.",
  "msg.admin.100": "This account is not blocked.",
  "msg.admin.101": "The reason can have at most 500 characters.",
  "msg.admin.102": "Blocking user accounts",
  "msg.admin.103": "This account is blocked. Unblock it first.",
} satisfies Record<keyof typeof plAdminUsers, string>;
