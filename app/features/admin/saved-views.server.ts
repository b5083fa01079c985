// ADR 178: a staff member's saved views of the admin lists. Every function takes the owner from the
// session (the caller passes the session user's id); a view of another person is never found, so it is
// never read, renamed or deleted. Personal settings, not catalogue changes: no change log entry, no
// page cache to drop.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { savedListViews } from "~/db/schema";
import { can, type Permission } from "~/features/access/permissions";
import { UserError } from "~/utils/action.server";
import { isUuid } from "~/utils/uuid";
import {
  MAX_VIEW_QUERY_LENGTH,
  MAX_VIEWS_PER_LIST,
  SAVED_VIEW_LIST_KEYS,
  savedViewListPermission,
  type SavedView,
  type SavedViewList,
  type SavedViewsByList,
} from "./saved-view-lists";
import { effectiveViewQuery } from "./saved-view-filters.server";
import { SAVED_VIEW_MESSAGES } from "./saved-view-schemas";
import { isUniqueViolation } from "~/db/errors.server";

const columns = { id: savedListViews.id, name: savedListViews.name, query: savedListViews.query };

/** The person's views of each list they may open now, oldest first (the order they were saved in). */
export async function loadSavedViews(person: { id: string; permissions: readonly Permission[] }, executor: Executor = db): Promise<SavedViewsByList> {
  const lists = SAVED_VIEW_LIST_KEYS.filter((list) => can(person, savedViewListPermission(list)));
  if (lists.length === 0) return {};
  const rows = await executor
    .select({ ...columns, list: savedListViews.list })
    .from(savedListViews)
    .where(and(eq(savedListViews.ownerId, person.id), inArray(savedListViews.list, lists)))
    .orderBy(asc(savedListViews.createdAt), asc(savedListViews.id));
  const byList: SavedViewsByList = {};
  // ADR 211: as the toolbar compares them with the address (a view saved before kept what changed nothing).
  for (const { list, ...view } of rows) (byList[list as SavedViewList] ??= []).push({ ...view, query: effectiveViewQuery(list as SavedViewList, view.query) });
  return byList;
}


const duplicate = (name: string) => new UserError(SAVED_VIEW_MESSAGES.duplicate(name), 409, { name: SAVED_VIEW_MESSAGES.duplicate(name) });

/**
 * Saves the list's current query under `name` (already cleaned by ViewNameSchema), without what changes
 * nothing (ADR 211). Refused: a query with nothing to keep ("Wszystkie") or too long (400), a 21st view of the list or a name the person
 * already uses there, whatever its case (409). Two saves at once queue on the person's and list's lock,
 * so the limit holds; the unique index is the last word on the name.
 */
export async function saveView(ownerId: string, input: { list: SavedViewList; query: string; name: string }, executor: Executor = db): Promise<SavedView> {
  const query = effectiveViewQuery(input.list, input.query);
  if (!query) throw new UserError(SAVED_VIEW_MESSAGES.nothingToSave, 400);
  if (query.length > MAX_VIEW_QUERY_LENGTH) throw new UserError(SAVED_VIEW_MESSAGES.queryTooLong, 400);
  try {
    return await executor.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`saved-views:${ownerId}:${input.list}`}))`);
      const mine = and(eq(savedListViews.ownerId, ownerId), eq(savedListViews.list, input.list));
      const [{ count, taken }] = await tx
        .select({ count: sql<number>`count(*)::int`, taken: sql<boolean>`coalesce(bool_or(lower(${savedListViews.name}) = lower(${input.name})), false)` })
        .from(savedListViews)
        .where(mine);
      if (count >= MAX_VIEWS_PER_LIST) throw new UserError(SAVED_VIEW_MESSAGES.tooMany, 409);
      if (taken) throw duplicate(input.name);
      const [view] = await tx.insert(savedListViews).values({ ownerId, list: input.list, name: input.name, query }).returning(columns);
      return view!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate(input.name);
    throw error;
  }
}

/** Renames one of the person's own views; another person's id (or none such) is "not found" (404). */
export async function renameView(ownerId: string, input: { list: SavedViewList; id: string; name: string }, executor: Executor = db): Promise<SavedView> {
  if (!isUuid(input.id)) throw new UserError(SAVED_VIEW_MESSAGES.notFound, 404);
  try {
    const [view] = await executor
      .update(savedListViews)
      .set({ name: input.name })
      .where(and(eq(savedListViews.id, input.id), eq(savedListViews.ownerId, ownerId), eq(savedListViews.list, input.list)))
      .returning(columns);
    if (!view) throw new UserError(SAVED_VIEW_MESSAGES.notFound, 404);
    return view;
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate(input.name);
    throw error;
  }
}

/** Deletes one of the person's own views; another person's id (or none such) is "not found" (404). */
export async function deleteView(ownerId: string, input: { list: SavedViewList; id: string }, executor: Executor = db): Promise<SavedView> {
  if (!isUuid(input.id)) throw new UserError(SAVED_VIEW_MESSAGES.notFound, 404);
  const [view] = await executor
    .delete(savedListViews)
    .where(and(eq(savedListViews.id, input.id), eq(savedListViews.ownerId, ownerId), eq(savedListViews.list, input.list)))
    .returning(columns);
  if (!view) throw new UserError(SAVED_VIEW_MESSAGES.notFound, 404);
  return view;
}
