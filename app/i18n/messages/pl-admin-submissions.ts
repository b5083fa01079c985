// ADR 182: the Polish messages of handing a draft to the publishers and back (the post editor, the admin
// blog list, the Overview's to-do items). Registered by app/i18n/admin-messages.ts with the other admin
// areas; `msg.*` entries are the server's answers, looked up by their Polish wording.

export const plAdminSubmissions = {
  "editor.submission.submit": "Zapisz i zgłoś do publikacji",
  "editor.submission.submitShort": "Zgłoś do publikacji",
  "editor.submission.submitting": "Zgłaszanie...",
  "editor.submission.submitted": "Zgłoszony do publikacji: {name}, {date}. Czeka na osobę, która może go opublikować.",
  "editor.submission.returned": "Zwrócony do poprawy: {name}, {date}. Uwagi:",
  "editor.submission.returnedHint": "Popraw wpis i zapisz go przyciskiem „Zapisz i zgłoś do publikacji”, aby zgłosić go ponownie.",
  "editor.submission.someone": "konto usunięte",
  "editor.submission.returnHeading": "Zwróć do poprawy",
  "editor.submission.note": "Uwagi dla autora *",
  "editor.submission.noteHint": "Autor dostanie je e-mailem i zobaczy nad wpisem. Do 1000 znaków.",
  "editor.submission.return": "Zwróć do poprawy",
  "editor.submission.returning": "Zwracanie...",
  "editor.blog.status.submitted": "Zgłoszone do publikacji",
  "editor.blog.status.returned": "Zwrócone do poprawy",
  "editor.blog.badge.submitted": "Zgłoszony do publikacji",
  "editor.blog.badge.returned": "Zwrócony do poprawy",
  "admin.todo.submittedPosts": "Wpisy zgłoszone do publikacji",
  "admin.todo.returnedPosts": "Twoje wpisy zwrócone do poprawy",
  "msg.editor.120": "Napisz autorowi, co poprawić.",
  "msg.editor.121": "Uwaga dla autora może mieć najwyżej 1000 znaków.",
  "msg.editor.122": "Ten wpis jest już opublikowany: nie ma czego zwracać.",
  "msg.editor.123": "Ten wpis nie czeka już na publikację: mógł zostać zwrócony przez kogoś innego.",
  "msg.editor.126": "Autor zmienił wpis po otwarciu edytora. Wczytaj aktualną wersję i przeczytaj ją przed zwróceniem.",
  "msg.editor.127": "Obrazy w dokumencie muszą pochodzić z tego serwisu. Obraz z innej strony może zniknąć lub śledzić czytelników.",
  "msg.editor.124": "Wpis został zapisany i zgłoszony do publikacji.",
  "msg.editor.125": "Wpis wrócił do autora z Twoimi uwagami.",
} satisfies Record<string, string>;
