// The projector's live standings. Optional: without JavaScript the page reloads itself every
// 30 seconds (a <noscript> refresh). With it, the standings are fetched every 30 seconds and
// swapped in: unlike a reload, this keeps the projector in full screen, and a dropped
// connection leaves the last standings showing instead of an error page.
(function () {
  var button = document.getElementById("fullscreen");
  if (button && document.documentElement.requestFullscreen) {
    button.hidden = false;
    button.addEventListener("click", function () { document.documentElement.requestFullscreen(); });
  }
  if (!window.fetch || !window.DOMParser) {
    window.setInterval(function () { window.location.reload(); }, 30000);
    return;
  }
  window.setInterval(function () {
    fetch(window.location.href, {credentials: "same-origin"})
      .then(function (response) { return response.ok ? response.text() : null; })
      .then(function (html) {
        if (!html) { return; }
        var fresh = new DOMParser().parseFromString(html, "text/html").getElementById("standings");
        if (fresh) { document.getElementById("standings").replaceWith(fresh); }
      })
      .catch(function () {});
  }, 30000);
})();
