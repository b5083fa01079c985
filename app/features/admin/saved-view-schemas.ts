// ADR 178: the saved views' forms (the dialogs and the action run the same schemas, ADR 019) and the
// server's answers in Polish (msg.admin.183–192 translate them). Browser-safe.
import { z } from "zod";
import { BAD_FORM_MESSAGE, formText } from "~/utils/form";
import { cleanLine } from "~/utils/text";
import { isSavedViewList, MAX_VIEW_NAME_LENGTH, MAX_VIEWS_PER_LIST } from "./saved-view-lists";

export const SAVED_VIEW_MESSAGES = {
  nameRequired: "Podaj nazwę widoku.",
  nameTooLong: `Nazwa widoku może mieć najwyżej ${MAX_VIEW_NAME_LENGTH} znaków.`,
  duplicate: (name: string) => `Masz już widok „${name}” na tej liście. Wybierz inną nazwę.`,
  tooMany: `Na jednej liście możesz mieć najwyżej ${MAX_VIEWS_PER_LIST} zapisanych widoków. Usuń któryś, aby zapisać nowy.`,
  nothingToSave: "Ta lista nie ma ustawionych filtrów, wyszukiwania ani kolejności: to widok „Wszystkie”. Ustaw je i zapisz ponownie.",
  queryTooLong: "Filtry tego widoku są zbyt długie, by je zapisać. Skróć wyszukiwany tekst.",
  notFound: "Nie znaleziono widoku. Mógł zostać usunięty.",
  saved: (name: string) => `Zapisano widok „${name}”.`,
  renamed: (name: string) => `Zmieniono nazwę widoku na „${name}”.`,
  deleted: (name: string) => `Usunięto widok „${name}”.`,
} as const;

/** A view's name as stored: one line, spaces collapsed, invisible characters out (`cleanLine`). */
export function cleanViewName(raw: string): string {
  return cleanLine(raw);
}

/** Counted in characters as the database's check does (an emoji is one). */
const fits = (name: string) => Array.from(name).length <= MAX_VIEW_NAME_LENGTH;

export const ViewNameSchema = formText.pipe(
  z
    .string()
    .transform(cleanViewName)
    .refine((v) => v !== "", { message: SAVED_VIEW_MESSAGES.nameRequired, abort: true })
    .refine(fits, SAVED_VIEW_MESSAGES.nameTooLong),
);

const ListSchema = formText.pipe(z.string().refine(isSavedViewList, BAD_FORM_MESSAGE));
/** The view's id as the toolbar listed it; a malformed one is "not found" (the write says so). */
const ViewIdSchema = formText.pipe(z.string().max(100, SAVED_VIEW_MESSAGES.notFound));

/** "Zapisz widok": the name and the list's current query (normalised again on the server). */
export const SaveViewSchema = z.object({ intent: z.literal("save"), list: ListSchema, query: formText, name: ViewNameSchema });
export const RenameViewSchema = z.object({ intent: z.literal("rename"), list: ListSchema, id: ViewIdSchema, name: ViewNameSchema });
export const DeleteViewSchema = z.object({ intent: z.literal("delete"), list: ListSchema, id: ViewIdSchema });

export const SavedViewActionSchema = z.discriminatedUnion("intent", [SaveViewSchema, RenameViewSchema, DeleteViewSchema], { error: BAD_FORM_MESSAGE });
export type SavedViewInput = z.output<typeof SavedViewActionSchema>;

/** What the action answers, with the intent and the name typed, so a form redisplays itself (no JavaScript). */
export type SavedViewAnswerData = { intent: "save" | "rename" | "delete"; list: string; name?: string; id?: string; query?: string };

/** The dialogs' own check in the browser: the name alone (the hidden fields are the page's). */
export const ViewNameFormSchema = z.object({ name: ViewNameSchema });
