// "Who is here": the check-in list.
//
// - Each tick is saved as it is clicked by htmx (club/evenings/attendance_tick.html), which
//   swaps in the answer: the count, the note, what seats the player, or why a tick was refused
//   (the tick put back). A tick that cannot be sent (offline), or whose answer is not the list's
//   (the session ended: the login page), stays on the page for the Save button, and the page
//   says so. Without JavaScript the form's buttons send every tick on the page.
// - Typing part of a name hides the other players. The typed text is folded as the server folds
//   names into Player.sort_name (the data-name of each row): accents and case dropped, the
//   letters of collation.SPELT_OUT spelt out, so "helene" finds Hélène and "lukasz" Łukasz.
//   Filtering only hides rows: ticked players stay in the form whatever is typed.
(function () {
  var form = document.getElementById("attendance");
  if (!form) { return; }
  var filter = document.getElementById("player-filter");
  var noMatch = document.getElementById("no-match");
  var speltOutData = document.getElementById("spelt-out");
  var speltOut = speltOutData ? JSON.parse(speltOutData.textContent) : {};

  function fold(text) {
    var folded = text.normalize("NFKD").toLowerCase().replace(/ß/g, "ss").normalize("NFKD")
      .replace(/\p{Mn}/gu, "");
    var letters = Array.prototype.map.call(folded, function (c) {
      return Object.prototype.hasOwnProperty.call(speltOut, c) ? speltOut[c] : c;
    });
    return letters.join("").split(/\s+/).filter(Boolean);
  }

  function notSaved() {
    var status = document.getElementById("attendance-status");
    status.textContent = form.dataset.notSaved;
    status.hidden = false;
  }

  // The list's answers come from the address asked (not a redirect to the login page), as a
  // tick saved (200) or refused (400, 409).
  function answered(detail) {
    var xhr = detail.xhr;
    var asked = new URL(detail.requestConfig.path, window.location.href).pathname;
    var own = Boolean(xhr.responseURL) && new URL(xhr.responseURL).pathname === asked;
    return own && [200, 400, 409].indexOf(xhr.status) !== -1;
  }

  form.addEventListener("htmx:sendError", notSaved);
  form.addEventListener("htmx:timeout", notSaved);
  form.addEventListener("htmx:beforeSwap", function (event) {
    if (!answered(event.detail)) {
      event.detail.shouldSwap = false;
      notSaved();
    }
  });

  if (!filter) { return; }
  filter.addEventListener("keydown", function (event) {
    // Enter in the search box finds; it must not press the form's first button.
    if (event.key === "Enter") { event.preventDefault(); }
  });
  filter.addEventListener("input", function () {
    var words = fold(filter.value);
    var shown = 0;
    document.querySelectorAll("#player-list .player-choice").forEach(function (label) {
      var name = label.dataset.name;
      var match = words.every(function (word) { return name.indexOf(word) !== -1; });
      (label.closest(".player-row") || label).hidden = !match;
      if (match) { shown += 1; }
    });
    if (noMatch) { noMatch.hidden = shown > 0; }
  });
})();
