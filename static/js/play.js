/* The table page's few lines of JavaScript (htmx does the rest; the page works without both).
 *
 * 1. The result is chosen among buttons or typed: doing one clears the other.
 * 2. After htmx swaps the page's region in, what was announced gets the focus.
 * 3. The outbox: an entry whose post did not reach the server, or that the server did not take
 *    (a 5xx from a proxy during a restart, a 403 from a stale CSRF token, a 429), or whose
 *    answer was not the server's (a redirect elsewhere, a Wi-Fi's sign-in page: a "successful"
 *    answer that proves nothing), is kept on the phone, the page says plainly that it is not
 *    sent, and it is sent again with the same entry key: later and later while it fails, at once
 *    when the network comes back, and whenever the page is opened again. It leaves the outbox
 *    only on an answer that proves the server took it: the table's page answering that very
 *    entry (its #announce names the entry's key, data-answered), which says it stored it,
 *    stored it already, or refuses it for a reason it then shows (another phone was first). A
 *    refusal outside the table's page (the link no longer works, a 404) is shown too. The
 *    server stores an entry once whatever the number of tries.
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

  // Seconds before each new try while the server keeps failing: then once a minute.
  var BACKOFF = [2, 4, 8, 15, 30, 60];

  function load() {
    try { return JSON.parse(window.localStorage.getItem(storageKey) || "[]"); }
    catch (error) { return []; }
  }

  function store(items) {
    window.localStorage.setItem(storageKey, JSON.stringify(items));
  }

  function show(items, message) {
    if (!outbox) { return; }
    document.querySelectorAll("#deal-form button[name='save']").forEach(function (button) {
      button.disabled = items.length > 0;
    });
    if (!items.length && !message) { outbox.hidden = true; outbox.textContent = ""; return; }
    outbox.hidden = false;
    outbox.textContent = message || region.dataset.notSent;
  }

  function keep(config, reason, message) {
    var body = new URLSearchParams(config.formData).toString();
    var key = config.formData.get("entry_key") || body;
    var items = load().filter(function (item) { return item.key !== key; });
    items.push({key: key, url: config.path, body: body, stale: reason === 403});
    store(items);
    show(items, message || (reason ? region.dataset.notTaken : region.dataset.notSent));
  }

  // Whether ``html`` is the table's page answering the entry posted as ``body``: its #announce
  // names the entry's key ("" for a post without one). Anything else, however "successful"
  // (a 200 from a captive portal, a redirect followed to the home page), proves nothing.
  function proves(html, body) {
    var page = new DOMParser().parseFromString(html || "", "text/html");
    var announce = page.getElementById("announce");
    if (!announce || !announce.hasAttribute("data-answered")) { return false; }
    var key = new URLSearchParams(body).get("entry_key") || "";
    return announce.getAttribute("data-answered") === key;
  }

  function forget(key) {
    var items = load().filter(function (kept) { return kept.key !== key; });
    store(items);
    return items;
  }

  // 5xx (a proxy while the server restarts, an error), 403 (a stale CSRF token), 408 and 429
  // (too busy): the entry was not taken, and the same post may be taken later.
  function worthRetrying(status) {
    return status >= 500 || status === 403 || status === 408 || status === 429;
  }

  var sending = false;
  var failures = 0;
  var timer = null;

  function later() {
    if (timer) { window.clearTimeout(timer); }
    var seconds = BACKOFF[Math.min(failures, BACKOFF.length) - 1] || BACKOFF[0];
    timer = window.setTimeout(function () { timer = null; sendKept(); }, seconds * 1000);
  }

  function failed(items, message) {
    failures += 1;
    show(items, message);
    later();
  }

  // The CSRF token to send: the page's own, or, after a 403, a fresh one read from the table's
  // page as the server gives it now (which also renews the token's cookie).
  function token(item) {
    var own = document.querySelector("#play input[name='csrfmiddlewaretoken']");
    if (!item.stale && own) { return Promise.resolve(own.value); }
    return fetch(item.url, {credentials: "same-origin", headers: {"HX-Request": "true"}})
      .then(function (response) { return response.text(); })
      .then(function (html) {
        var fresh = new DOMParser().parseFromString(html, "text/html")
          .querySelector("input[name='csrfmiddlewaretoken']");
        return fresh ? fresh.value : (own ? own.value : "");
      });
  }

  function withToken(body, value) {
    var data = new URLSearchParams(body);
    if (value) { data.set("csrfmiddlewaretoken", value); }
    return data.toString();
  }

  // What a refusal outside the table's page says (its heading and paragraphs), in a line.
  function reason(html) {
    var page = new DOMParser().parseFromString(html, "text/html");
    var main = page.querySelector("main") || page.body;
    var parts = Array.prototype.map.call(main.querySelectorAll("h1, p"), function (node) {
      return node.textContent.trim();
    });
    return parts.filter(Boolean).join(" ");
  }

  function swapIn(html, sentAgain) {
    if (!window.htmx) { return; }
    window.htmx.swap(region, html, {swapStyle: "innerHTML"});
    var announce = document.getElementById("announce");
    if (!announce) { return; }
    // "Sent" only if the server took it: a refusal (another phone was first) speaks for itself.
    if (sentAgain && !announce.querySelector(".message.error")) {
      var note = document.createElement("p");
      note.className = "message info";
      note.textContent = region.dataset.sent;
      announce.prepend(note);
    }
    announce.focus({preventScroll: true});
  }

  function sendKept() {
    var items = load();
    // navigator.onLine is not asked: it can still say "offline" for a moment after the network
    // is back (and a page opened then would wait for the next try); a failed try costs nothing.
    if (sending || !items.length) { show(items); return; }
    sending = true;
    show(items, region.dataset.sending);
    var item = items[0];
    token(item).then(function (value) {
      return fetch(item.url, {
        method: "POST",
        body: withToken(item.body, value),
        credentials: "same-origin",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          "HX-Request": "true"
        }
      });
    }).then(function (response) {
      return response.text().then(function (html) {
        return {ok: response.ok, status: response.status, html: html};
      });
    }).then(function (answer) {
      sending = false;
      if (answer.ok && proves(answer.html, item.body)) {
        // The table's page for this entry: stored, stored already, or refused with the reason.
        failures = 0;
        swapIn(answer.html, true);
        if (forget(item.key).length) { sendKept(); } else { show([]); }
      } else if (answer.ok) {
        // Someone else's page (the Wi-Fi's, a redirect elsewhere): kept, and tried again.
        failed(load(), region.dataset.notReached);
      } else if (worthRetrying(answer.status)) {
        item.stale = answer.status === 403;
        store(load().map(function (kept) { return kept.key === item.key ? item : kept; }));
        failed(load(), region.dataset.notTaken);
      } else {
        show(forget(item.key), region.dataset.refused + " " + reason(answer.html));
      }
    }).catch(function () {
      sending = false;
      failed(load(), region.dataset.notSent);
    });
  }

  function postedHere(event) {
    var config = event.detail.requestConfig;
    return config && config.verb === "post" && region.contains(event.detail.elt) ? config : null;
  }

  // The post never reached the server (offline, the Wi-Fi dropped).
  document.addEventListener("htmx:sendError", function (event) {
    var config = postedHere(event);
    if (config) {
      keep(config);
      failures += 1;
      later();
    }
  });
  // A "successful" answer that is not the table's page answering this entry (a redirect to the
  // home page, a Wi-Fi's sign-in page): not swapped in, and the entry kept to be sent again.
  document.addEventListener("htmx:beforeSwap", function (event) {
    var config = postedHere(event);
    if (!config || event.detail.isError) { return; }
    var body = new URLSearchParams(config.formData).toString();
    if (proves(event.detail.serverResponse, body)) { return; }
    event.detail.shouldSwap = false;
    keep(config, "elsewhere", region.dataset.notReached);
    failures += 1;
    later();
  });
  // The server answered something other than the table's page.
  document.addEventListener("htmx:responseError", function (event) {
    var config = postedHere(event);
    if (!config) { return; }
    var status = event.detail.xhr.status;
    if (worthRetrying(status)) {
      keep(config, status);
      failures += 1;
      later();
    } else {
      show(load(), region.dataset.refused + " " + reason(event.detail.xhr.responseText));
    }
  });
  // htmx enables the form's Save again once its request is over: not while an entry waits.
  document.addEventListener("htmx:afterRequest", function (event) {
    if (postedHere(event) && load().length) {
      document.querySelectorAll("#deal-form button[name='save']").forEach(function (button) {
        button.disabled = true;
      });
    }
  });
  window.addEventListener("online", function () { failures = 0; sendKept(); });
  sendKept();
})();
