import { addMessages } from "./i18n";
import { plBlog } from "./messages/pl-blog";

// ADR 094: importing this module registers the blog chrome's Polish messages. The blog list and post
// routes and /szukaj (its blog block) import it, so the product page and home do not carry them; the
// server's locale module imports it for every server render.
addMessages("pl", plBlog);
