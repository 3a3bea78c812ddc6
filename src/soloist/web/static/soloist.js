// Small progressive enhancement only: the pages work the same without it.
(function () {
  "use strict";
  // The phone app: when a newer build is ready, say so on every page (the app's page starts
  // the update when its button is pressed: see boot.js).
  function updateReady() {
    var note = document.getElementById("update-ready");
    if (note && document.documentElement.classList.contains("update-ready")) note.hidden = false;
  }
  document.addEventListener("soloist:update-ready", updateReady);
  document.addEventListener("htmx:afterSettle", updateReady);

  // After HTMX swaps a page in, move the focus where a person (or a screen reader) should
  // read next: a message if there is one; after an answer, the new question (or the result);
  // after a tap on an answer being built, what was built so far.
  var shown = { game: null, answers: null };
  function landed(news) {
    var main = document.querySelector("main.game");
    var game = main && main.getAttribute("data-game");
    var count = main && main.getAttribute("data-answers");
    var moved = game !== shown.game || count !== shown.answers;
    var building = !moved && document.querySelector(".taps-panel [role='status']");
    if (building && !building.hasAttribute("tabindex")) building.setAttribute("tabindex", "-1");
    var target = document.getElementById("message") || building ||
        document.getElementById("question-prompt") ||
        document.getElementById("result-heading") ||
        document.getElementById("latest-heading") || document.getElementById("main");
    if (target) target.focus({preventScroll: false});
    if (news && main && moved) announce();
    shown = { game: game, answers: count };
    remember();
  }
  document.addEventListener("htmx:afterSettle", function (event) {
    if (event.detail.target === document.body) landed(true);
  });
  // Back (and Forward) swap the page they return to in as well: HTMX asks the app for it
  // again (it keeps no copies of pages, which would show a game as it was). The focus lands
  // as after a tap; the automa's move was read out when it happened. A page that cannot be
  // had that way (an error) is opened whole, by the browser, which shows it as it comes.
  document.addEventListener("htmx:historyRestore", function () { landed(false); });
  document.addEventListener("htmx:historyCacheMissLoadError", function () {
    window.location.reload();
  });
  (function () {
    var main = document.querySelector("main.game");
    if (main) shown = { game: main.getAttribute("data-game"), answers: main.getAttribute("data-answers") };
  })();

  // The automa's move, read out (the live region #announce in base.html): what happened
  // since the person's last answer and the glance under the question, as a screen reader
  // reads them (a drawing by its words, nothing hidden from it).
  function spoken(node) {
    if (node.nodeType === Node.TEXT_NODE) return node.nodeValue;
    if (node.nodeType !== Node.ELEMENT_NODE) return "";
    if (node.getAttribute("aria-hidden") === "true" || node.hidden) return "";
    var role = node.getAttribute("role");
    var label = node.getAttribute("aria-label");
    if (label && (role === "img" || node.tagName.toLowerCase() === "svg")) return " " + label + " ";
    var tag = node.tagName.toLowerCase();
    if (tag === "script" || tag === "style" || tag === "template") return "";
    var words = "";
    for (var child = node.firstChild; child; child = child.nextSibling) words += spoken(child);
    var block = /^(p|li|h[1-6]|div|section|figure|figcaption|ol|ul|dt|dd|legend)$/.test(tag);
    return block ? "\u2029" + words + "\u2029" : words;
  }
  // One sentence per block (a heading, a line of the log, a card), as a screen reader pauses.
  function tidy(text) {
    return text.split("\u2029").map(function (part) {
      part = part.replace(/\s+/g, " ").trim();
      return part && !/[.:!?)]$/.test(part) ? part + "." : part;
    }).filter(Boolean).join(" ");
  }
  function announce() {
    var region = document.getElementById("announce");
    if (!region) return;
    var parts = [];
    var latest = document.querySelector("section.latest");
    if (latest && latest.querySelector(".events")) parts.push(tidy(spoken(latest)));
    var glance = document.querySelector("section.glance");
    if (glance) parts.push(tidy(spoken(glance)));
    region.textContent = "";
    if (parts.length) region.textContent = parts.join(" ");
  }

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

  // A map is as large as the text (the text size setting), and zooms with its buttons (or
  // the browser's pinch); it pans by scrolling.
  var settings = window.soloistSettings;
  function textScale() { return settings ? Number(settings.read("text")) / 100 : 1; }
  function sizeMaps() {
    var maps = document.querySelectorAll(".hexmap svg.map[data-width]");
    for (var i = 0; i < maps.length; i++) {
      var zoom = Number(maps[i].getAttribute("data-zoom") || "1");
      maps[i].setAttribute("width", String(Math.round(Number(maps[i].getAttribute("data-width")) * textScale() * zoom)));
    }
    var boxes = document.querySelectorAll(".hexmap .map-zoom");
    for (var j = 0; j < boxes.length; j++) boxes[j].hidden = false;
  }
  sizeMaps();
  document.addEventListener("htmx:afterSettle", sizeMaps);
  document.addEventListener("soloist:settings", sizeMaps);
  document.addEventListener("click", function (event) {
    var button = event.target.closest && event.target.closest(".hexmap [data-zoom]");
    if (!button) return;
    var svg = button.closest(".hexmap").querySelector("svg.map");
    var now = Number(svg.getAttribute("data-zoom") || "1");
    svg.setAttribute("data-zoom", String(Math.max(0.5, Math.min(3, now * Number(button.getAttribute("data-zoom"))))));
    sizeMaps();
  });

  // The settings on the home page (static/settings.js keeps them in this browser): shown
  // only where they work, with JavaScript; each change applies at once.
  function settingsForm() {
    var box = document.getElementById("settings");
    if (!box || !settings) return;
    var fields = box.querySelectorAll("input[data-setting]");
    for (var i = 0; i < fields.length; i++) {
      var name = fields[i].getAttribute("data-setting");
      var value = settings.read(name);
      if (fields[i].type === "checkbox") fields[i].checked = value === "on";
      else fields[i].checked = fields[i].value === value;
    }
    var awake = box.querySelector("[data-no-wake-lock]");
    if (awake) awake.hidden = "wakeLock" in navigator;
    box.hidden = false;
  }
  settingsForm();
  document.addEventListener("htmx:afterSettle", settingsForm);
  document.addEventListener("change", function (event) {
    var field = event.target;
    if (!field.getAttribute || !field.getAttribute("data-setting") || !settings) return;
    var value = field.type === "checkbox" ? (field.checked ? "on" : "off") : field.value;
    settings.write(field.getAttribute("data-setting"), value);
  });

  // The screen stays on while a game's page is open (the Screen Wake Lock API), unless the
  // person turned it off in the settings. The browser lets it go when the page is hidden; it
  // is taken again when the page comes back into view. window.soloistScreen.lock is the lock
  // held (null: none), and <html data-screen="kept-on"> says so.
  var screen = window.soloistScreen = { lock: null, asking: false };
  function held(lock) {
    screen.lock = lock;
    if (lock) document.documentElement.setAttribute("data-screen", "kept-on");
    else document.documentElement.removeAttribute("data-screen");
  }
  function wantAwake() {
    return document.visibilityState === "visible" && !!document.querySelector("main.game") &&
        (!settings || settings.read("awake") === "on");
  }
  function keepAwake() {
    if (!("wakeLock" in navigator)) return;
    if (!wantAwake()) {
      var kept = screen.lock;
      held(null);
      if (kept) kept.release().catch(function () { /* already let go */ });
      return;
    }
    if (screen.lock || screen.asking) return;
    screen.asking = true;
    navigator.wakeLock.request("screen").then(function (lock) {
      screen.asking = false;
      lock.addEventListener("release", function () { if (screen.lock === lock) held(null); });
      held(lock);
      keepAwake();  // the page may have changed while the browser answered
    }, function () { screen.asking = false; /* refused (a battery saver): the screen sleeps */ });
  }
  keepAwake();
  document.addEventListener("visibilitychange", keepAwake);
  document.addEventListener("htmx:afterSettle", keepAwake);
  document.addEventListener("soloist:settings", keepAwake);

  document.addEventListener("click", function (event) {
    if (mapHex(event)) event.preventDefault();
  });
  document.addEventListener("keydown", function (event) {
    if ((event.key === "Enter" || event.key === " ") && mapHex(event)) event.preventDefault();
  });
})();
