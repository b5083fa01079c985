import type { plAdminSubmissions } from "./pl-admin-submissions";

// ADR 182: the English messages of handing a draft to the publishers and back — every key of
// ./pl-admin-submissions. ICU: avoid the ASCII apostrophe (an ICU quote character); use the typographic ’.

export const enAdminSubmissions = {
  "editor.submission.submit": "Save and submit for publication",
  "editor.submission.submitShort": "Submit for publication",
  "editor.submission.submitting": "Submitting...",
  "editor.submission.submitted": "Submitted for publication: {name}, {date}. Waiting for someone who may publish it.",
  "editor.submission.returned": "Returned for changes: {name}, {date}. Notes:",
  "editor.submission.returnedHint": "Change the post and save it with “Save and submit for publication” to submit it again.",
  "editor.submission.someone": "deleted account",
  "editor.submission.returnHeading": "Return for changes",
  "editor.submission.note": "Notes for the author *",
  "editor.submission.noteHint": "The author gets them by e-mail and sees them above the post. Up to 1000 characters.",
  "editor.submission.return": "Return for changes",
  "editor.submission.returning": "Returning...",
  "editor.blog.status.submitted": "Submitted for publication",
  "editor.blog.status.returned": "Returned for changes",
  "editor.blog.badge.submitted": "Submitted for publication",
  "editor.blog.badge.returned": "Returned for changes",
  "admin.todo.submittedPosts": "Posts submitted for publication",
  "admin.todo.returnedPosts": "Your posts returned for changes",
  "msg.editor.120": "Write the author what to change.",
  "msg.editor.121": "The notes for the author can have at most 1000 characters.",
  "msg.editor.122": "This post is already published: there is nothing to return.",
  "msg.editor.123": "This post no longer waits for publication: someone else may have returned it.",
  "msg.editor.128": "The post changed after you opened the editor. Load the current version and read it before publishing it.",
  "editor.submission.decisionHeading": "Publishing decision",
  "editor.submission.publish": "Publish",
  "editor.submission.publishing": "Publishing...",
  "editor.submission.publishHint": "Publishes the saved version you saw when you opened the editor. If you are changing something in it, save your changes first.",
  "msg.editor.126": "The author changed the post after you opened the editor. Load the current version and read it before returning it.",
  "msg.editor.127": "Images in a document must come from this site. An image from another site can disappear or track readers.",
  "msg.editor.124": "The post has been saved and submitted for publication.",
  "msg.editor.125": "The post went back to its author with your notes.",
} satisfies Record<keyof typeof plAdminSubmissions, string>;
