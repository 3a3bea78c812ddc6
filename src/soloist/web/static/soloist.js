// Small progressive enhancement only: the pages work the same without it.
(function () {
  "use strict";
  // After HTMX swaps a page in, move the focus where a person (or a screen reader) should
  // read next: a message if there is one, else the question (or the result).
  // The phone app: when a newer build is ready, say so on every page (the app's page starts
  // the update when its button is pressed: see boot.js).
  function updateReady() {
    var note = document.getElementById("update-ready");
    if (note && document.documentElement.classList.contains("update-ready")) note.hidden = false;
  }
  document.addEventListener("soloist:update-ready", updateReady);
  document.addEventListener("htmx:afterSettle", updateReady);

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

  // The map panel: a hex that answers the question presses the question's own choice.
  function mapHex(event) {
    var hex = event.target.closest && event.target.closest(".hexmap [role='button']");
    if (!hex) return false;
    var answer = hex.getAttribute("data-answer");
    if (answer === null) return false;
    var buttons = document.querySelectorAll("#question button[name='answer']");
    for (var i = 0; i < buttons.length; i++) {
      if (buttons[i].value === answer) { buttons[i].click(); return true; }
    }
    return false;
  }

  // Zoom buttons for a map wider than the screen (it pans by scrolling).
  function zoomButtons() {
    var boxes = document.querySelectorAll(".hexmap .map-zoom");
    for (var i = 0; i < boxes.length; i++) boxes[i].hidden = false;
  }
  zoomButtons();
  document.addEventListener("htmx:afterSettle", zoomButtons);
  document.addEventListener("click", function (event) {
    var button = event.target.closest && event.target.closest(".hexmap [data-zoom]");
    if (!button) return;
    var svg = button.closest(".hexmap").querySelector("svg.map");
    var base = Number(svg.getAttribute("data-width"));
    var now = Number(svg.getAttribute("width")) || base;
    var next = Math.max(base * 0.5, Math.min(base * 3, now * Number(button.getAttribute("data-zoom"))));
    svg.setAttribute("width", String(Math.round(next)));
  });

  document.addEventListener("click", function (event) {
    if (mapHex(event)) event.preventDefault();
  });
  document.addEventListener("keydown", function (event) {
    if ((event.key === "Enter" || event.key === " ") && mapHex(event)) event.preventDefault();
  });
})();
