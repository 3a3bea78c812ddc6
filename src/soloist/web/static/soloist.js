// Small progressive enhancement only: the pages work the same without it.
(function () {
  "use strict";
  // After HTMX swaps a page in, move the focus where a person (or a screen reader) should
  // read next: a message if there is one, else the question (or the result).
  document.addEventListener("htmx:afterSettle", function (event) {
    if (event.detail.target !== document.body) return;
    var target = document.getElementById("message") ||
        document.getElementById("question-prompt") ||
        document.getElementById("result-heading") ||
        document.getElementById("latest-heading") || document.getElementById("main");
    if (target) target.focus({preventScroll: false});
    remember();
  });

  // "Back to the game" on a page opened from the game goes back in the history instead of
  // adding an entry: Back then leaves the game, as a person expects.
  function remember() {
    try {
      var here = window.location.pathname;
      if (sessionStorage.getItem("soloist-here") !== here) {
        sessionStorage.setItem("soloist-previous", sessionStorage.getItem("soloist-here") || "");
        sessionStorage.setItem("soloist-here", here);
      }
    } catch (e) { /* storage off: links behave as plain links */ }
  }
  remember();
  document.addEventListener("click", function (event) {
    var link = event.target.closest && event.target.closest("a[data-back]");
    if (!link) return;
    try {
      if (sessionStorage.getItem("soloist-previous") === link.getAttribute("href") &&
          window.history.length > 1) {
        event.preventDefault();
        event.stopPropagation();
        window.history.back();
      }
    } catch (e) { /* plain link */ }
  }, true);
})();
