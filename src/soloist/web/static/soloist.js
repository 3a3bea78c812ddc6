// Small progressive enhancement only: the pages work the same without it.
// After HTMX swaps a page in, move the focus where a person (or a screen reader) should
// read next: a message if there is one, else what happened since the last answer.
document.addEventListener("htmx:afterSettle", function (event) {
  if (event.detail.target !== document.body) return;
  var target = document.getElementById("message") ||
      document.getElementById("latest-heading") || document.getElementById("main");
  if (target) target.focus();
});
