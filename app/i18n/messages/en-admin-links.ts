// ADR 170: the English shop link checks (the admin panel in English, ADR 089).
import type { plAdminLinks } from "./pl-admin-links";

export const enAdminLinks: Record<keyof typeof plAdminLinks, string> = {
  "admin.todo.brokenLinks": "Shop links that do not work",
  "admin.linkCheck.badge": "Link broken",
  "admin.linkCheck.checkNow": "Check now",
  "admin.linkCheck.checking": "Checking…",
  "admin.linkCheck.checkNowHint": "Checks the saved shop links. A changed address is checked after saving.",
  "admin.linkCheck.notChecked": "Not checked yet.",
  "admin.linkCheck.changed": "Address changed: it will be checked after saving.",
  "admin.linkCheck.ok": "Checked {when}: works.",
  "admin.linkCheck.okRedirected": "Checked {when}: works, leads to {address}",
  "admin.linkCheck.notFound": "Checked {when}: not found ({status}).",
  "admin.linkCheck.address": "Checked {when}: the address does not lead to a shop on the internet (internal network).",
  "admin.linkCheck.failingSince": "Not working since {since}.",
  "admin.linkCheck.refused": "Checked {when}: the shop blocks automatic checks ({status}). Open the link to check it yourself.",
  "admin.linkCheck.unreachableOnce": "Checked {when}: the shop does not respond ({reason}). If it stays so at the next check, the link goes on the list of broken ones.",
  "admin.linkCheck.unreachable": "The shop has not responded since {since} ({reason}); last checked {when}.",
  "admin.linkCheck.reason.timeout": "no answer in time",
  "admin.linkCheck.reason.network": "no connection",
  "admin.linkCheck.reason.redirects": "too many redirects",
  "admin.linkCheck.reason.status": "error {status}",
  "msg.admin.116": "Shop links checked.",
  "msg.admin.117": "This product has no saved shop links.",
  "msg.admin.118": "This product's links are being checked right now. The results will appear shortly – reload the page.",
  "msg.admin.119": "Too many link checks in a short time. Try again in a few minutes.",
};
