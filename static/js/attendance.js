// "Who is here": the check-in list.
//
// - Each tick is saved as it is clicked (POST to the form's data-mark-url); a tick the server
//   refuses (a seated player unticked) is put back and the reason shown. Without JavaScript,
//   or if a tick cannot be sent, the form's buttons send every tick on the page.
// - Typing part of a name hides the other players. The typed text is folded as the server folds
//   names into Player.sort_name (the data-name of each row): accents and case dropped, the
//   letters of collation.SPELT_OUT spelt out, so "helene" finds Hélène and "lukasz" Łukasz.
//   Filtering only hides rows: ticked players stay in the form whatever is typed.
(function () {
  var form = document.getElementById("attendance");
  if (!form) { return; }
  var status = document.getElementById("attendance-status");
  var count = document.getElementById("present-count");
  var note = document.getElementById("present-note");
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

  function show(message) {
    status.textContent = message || "";
    status.hidden = !message;
  }

  // A player ticked once play has started: what seats them (join a table, replace a player),
  // each a link to the change's preview. Built from the answer's text, never as HTML.
  function offer(box, seat) {
    var place = form.querySelector('.seat-offer[data-seat-for="' + box.value + '"]');
    if (!place) { return; }
    place.replaceChildren();
    if (!seat) { return; }
    var line = document.createElement("p");
    var strong = document.createElement("strong");
    strong.textContent = seat.text;
    line.appendChild(strong);
    var actions = document.createElement("div");
    actions.className = "row-actions";
    seat.actions.forEach(function (action) {
      var link = document.createElement("a");
      link.className = "button secondary";
      link.href = action.url;
      link.textContent = action.text;
      actions.appendChild(link);
    });
    place.appendChild(line);
    place.appendChild(actions);
  }

  // One tick at a time, in the order clicked: a quick untick after a tick cannot overtake it.
  var queue = Promise.resolve();

  function send(box, present) {
    var body = new FormData();
    body.append("csrfmiddlewaretoken", form.elements.csrfmiddlewaretoken.value);
    body.append("player", box.value);
    if (present) { body.append("present", "on"); }
    return fetch(form.dataset.markUrl, {
      method: "POST", body: body, credentials: "same-origin", headers: {"Accept": "application/json"}
    }).then(function (response) {
      return response.json().then(function (answer) {
        if (response.ok) {
          show("");
          if (answer.present) { count.textContent = answer.present; }
          if (note) { note.textContent = answer.note || ""; note.hidden = !answer.note; }
          offer(box, present ? answer.seat : null);
        } else {
          box.checked = !present;
          show(answer.message);
        }
      });
    }).catch(function () {
      // Offline, or the session ended: the tick stays on the page for the Save button.
      show(form.dataset.notSaved);
    });
  }

  form.addEventListener("change", function (event) {
    var box = event.target;
    if (box.name !== "players") { return; }
    var present = box.checked;
    queue = queue.then(function () { return send(box, present); });
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
