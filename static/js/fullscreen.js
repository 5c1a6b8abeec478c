// The projector's "Full screen" button, shown where the browser can go full screen.
(function () {
  var button = document.getElementById("fullscreen");
  if (button && document.documentElement.requestFullscreen) {
    button.hidden = false;
    button.addEventListener("click", function () { document.documentElement.requestFullscreen(); });
  }
})();
