// "Who is here": typing part of a name hides the other players. Filtering only hides labels:
// ticked players stay in the form whatever is typed.
(function () {
  var filter = document.getElementById("player-filter");
  if (!filter) { return; }
  filter.addEventListener("input", function () {
    var words = filter.value.toLowerCase().trim();
    document.querySelectorAll("#player-list .player-choice").forEach(function (label) {
      label.hidden = words !== "" && label.dataset.name.indexOf(words) === -1;
    });
  });
})();
