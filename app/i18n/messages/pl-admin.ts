// ADR 080 (areas addendum): the Polish messages of the admin panel's shell, Overview, users, roles and product codes.
// A separate module so public pages do not carry them; registered by app/i18n/admin-messages.ts. Same rules
// as pl.ts: the spec's texts, byte-identical. Keys of schema/action messages start with "msg." (looked
// up by their Polish wording, see translateMessage).

export const plAdmin = {} satisfies Record<string, string>;
