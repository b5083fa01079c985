import type { plAdminSeo } from "./pl-admin-seo";

// ADR 177: the English messages of a page's search-engine fields — every key of ./pl-admin-seo.
// ICU: avoid the ASCII apostrophe (an ICU quote character); use the typographic ’.

export const enAdminSeo = {
  "seo.listing.heading": "Search results (SEO)",
  "seo.listing.title": "SEO title",
  "seo.listing.description": "SEO description",
  "seo.listing.emptyHint": "Empty field: the page uses a generated text (shown in the preview).",
  "seo.listing.counter": "{length}/{max}",
  "seo.listing.tooLongBy": " – {count, plural, one {# character} other {# characters}} too long",
  "seo.listing.cutTo": " – will be shortened to “{cut}”",
  "seo.listing.previewLabel": "Preview of the Google result",
  "seo.listing.previewHeading": "Google preview",
  "seo.listing.titleOwn": "Title: your own.",
  "seo.listing.titleGenerated": "Title: generated.",
  "seo.listing.descriptionOwn": "Description: your own.",
  "seo.listing.descriptionGenerated": "Description: generated.",
  "msg.admin.173": "The SEO title can have at most 60 characters: shorten it.",
  "msg.admin.174": "The SEO description can have at most 155 characters: shorten it.",
  "msg.admin.175": "The SEO title is plain text: remove the HTML tags and codes from it.",
  "msg.admin.176": "The SEO description is plain text: remove the HTML tags and codes from it.",
  "msg.admin.177": "The SEO title contains invisible control characters: remove them or type the title again.",
  "msg.admin.178": "The SEO description contains invisible control characters: remove them or type the description again.",
} satisfies Record<keyof typeof plAdminSeo, string>;
