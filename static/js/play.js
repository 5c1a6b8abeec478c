/* The table page's few lines of JavaScript (htmx does the rest; the page works without both).
 *
 * 1. The result is chosen among buttons or typed: doing one clears the other.
 * 2. After htmx swaps the page's region in, what was announced gets the focus.
 * 3. Offline: an entry whose post could not be sent is kept on the phone ("not sent yet") and
 *    sent again, with the same entry key, as soon as the network is back: the server stores an
 *    entry once whatever the number of tries.
 */
(function () {
  "use strict";

  var region = document.getElementById("play");
  var outbox = document.getElementById("outbox");
  var storageKey = region ? "clubchicago-outbox-" + region.dataset.outbox : null;

  // -- 1. buttons or typing ------------------------------------------------------------------
  // Listened to as the event goes down (capture), so the other field is cleared before htmx,
  // listening on the contract's box, sends the form for the score: the preview follows the
  // result just chosen, not the one typed before.
  document.addEventListener("input", function (event) {
    var input = event.target;
    if (input.name === "result_typed" && input.value.trim() !== "") {
      document.querySelectorAll("input[name='result']:checked").forEach(function (radio) {
        radio.checked = false;
      });
    }
  }, true);
  document.addEventListener("change", function (event) {
    var input = event.target;
    if (input.name === "result" && input.checked) {
      var typed = input.form && input.form.querySelector("input[name='result_typed']");
      if (typed) { typed.value = ""; }
    }
  }, true);

  // -- 2. focus what was announced -----------------------------------------------------------
  document.addEventListener("htmx:afterSwap", function (event) {
    if (event.detail.target !== region) { return; }
    var announce = document.getElementById("announce");
    if (announce && announce.textContent.trim() !== "") {
      announce.focus({preventScroll: true});
    }
    window.scrollTo(0, 0);
  });

  // -- 3. the outbox -------------------------------------------------------------------------
  if (!region || !window.localStorage || !window.fetch) { return; }

  function load() {
    try { return JSON.parse(window.localStorage.getItem(storageKey) || "[]"); }
    catch (error) { return []; }
  }

  function store(items) {
    window.localStorage.setItem(storageKey, JSON.stringify(items));
    show(items);
  }

  function show(items, message) {
    if (!outbox) { return; }
    if (!items.length && !message) { outbox.hidden = true; outbox.textContent = ""; return; }
    outbox.hidden = false;
    outbox.textContent = message || region.dataset.notSent;
    document.querySelectorAll("#deal-form button[name='save']").forEach(function (button) {
      button.disabled = items.length > 0;
    });
  }

  function keep(config) {
    var body = new URLSearchParams(config.formData).toString();
    var key = config.formData.get("entry_key") || body;
    var items = load().filter(function (item) { return item.key !== key; });
    items.push({key: key, url: config.path, body: body});
    store(items);
  }

  var sending = false;

  function sendKept() {
    var items = load();
    // navigator.onLine is not asked: it can still say "offline" for a moment after the network
    // is back (and a page opened then would wait for the next try); a failed try costs nothing.
    if (sending || !items.length) { show(items); return; }
    sending = true;
    show(items, region.dataset.sending);
    var item = items[0];
    fetch(item.url, {
      method: "POST",
      body: item.body,
      credentials: "same-origin",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "HX-Request": "true"
      }
    }).then(function (response) {
      return response.text().then(function (html) { return {ok: response.ok, html: html}; });
    }).then(function (answer) {
      // Stored, or refused with a message (another phone was first): either way it is done.
      store(load().filter(function (kept) { return kept.key !== item.key; }));
      if (answer.ok && window.htmx) {
        window.htmx.swap(region, answer.html, {swapStyle: "innerHTML"});
        var announce = document.getElementById("announce");
        if (announce) {
          var note = document.createElement("p");
          note.className = "message info";
          note.textContent = region.dataset.sent;
          announce.prepend(note);
          announce.focus({preventScroll: true});
        }
      }
      sending = false;
      if (load().length) { sendKept(); }
    }).catch(function () {
      sending = false;
      show(load());
    });
  }

  document.addEventListener("htmx:sendError", function (event) {
    var config = event.detail.requestConfig;
    if (config && config.verb === "post" && region.contains(event.detail.elt)) {
      keep(config);
      sendKept();
    }
  });
  window.addEventListener("online", sendKept);
  window.setInterval(sendKept, 10000);
  sendKept();
})();
