// The person's own settings, kept in this browser (localStorage), never in a game's record:
// the text size, the theme and whether the screen stays on during a game. Run in the <head>
// before the page is drawn, so that it never flashes in another size or theme; the settings
// form on the home page and the screen's wake lock are in soloist.js. Without JavaScript
// (or storage), the pages follow the phone's own text size and theme.
(function () {
  "use strict";
  var KEYS = { text: "soloist-text", theme: "soloist-theme", awake: "soloist-awake" };
  var VALUES = {
    text: ["100", "125", "150", "175", "200"],
    theme: ["phone", "light", "dark"],
    awake: ["on", "off"],
  };
  var DEFAULTS = { text: "100", theme: "phone", awake: "on" };

  function read(name) {
    var value = null;
    try { value = window.localStorage.getItem(KEYS[name]); } catch (e) { /* storage off */ }
    return VALUES[name].indexOf(value) >= 0 ? value : DEFAULTS[name];
  }

  function apply() {
    var root = document.documentElement;
    var text = read("text");
    var theme = read("theme");
    if (text === "100") root.removeAttribute("data-text"); else root.setAttribute("data-text", text);
    if (theme === "phone") root.removeAttribute("data-theme"); else root.setAttribute("data-theme", theme);
    var scheme = document.querySelector("meta[name='color-scheme']");
    if (scheme) scheme.setAttribute("content", theme === "phone" ? "light dark" : theme);
  }

  function write(name, value) {
    if (VALUES[name].indexOf(value) < 0) return false;
    try { window.localStorage.setItem(KEYS[name], value); } catch (e) { return false; }
    apply();
    document.dispatchEvent(new CustomEvent("soloist:settings", { detail: { name: name, value: value } }));
    return true;
  }

  window.soloistSettings = { read: read, write: write, values: VALUES };
  apply();
})();
