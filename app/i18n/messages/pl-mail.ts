// ADR 080 (areas addendum): the Polish messages of e-mails (server only) and the price-alert unsubscribe page.
// A separate module so public pages do not carry them; registered by app/i18n/mail-messages.ts. Same rules
// as pl.ts: the spec's texts, byte-identical. Keys of schema/action messages start with "msg." (looked
// up by their Polish wording, see translateMessage).

export const plMail = {} satisfies Record<string, string>;
