/// The web front end's two static files, compiled into the app so that nothing is fetched from
/// anywhere else: the one script (the live channel's reader; pages work without it) and the
/// style sheet (light and dark by the system's setting, readable from 375 px up). The server
/// sends them at `scriptPath` and `styleSheetPath` with a content security policy that allows
/// no other script and no inline code.
public enum WebAssets {
    /// The shell's own paths start with "/_/", which no link host can be.
    public static let scriptPath = "/_/app.js"
    public static let styleSheetPath = "/_/app.css"
    public static let iconPath = "/_/icon.svg"

    /// The tab's icon: a small mosaic of four tiles.
    public static let icon = #"""
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="7" height="7" fill="#2754c5"/><rect x="9" width="7" height="7" fill="#e0a100"/><rect y="9" width="7" height="7" fill="#1e6b35"/><rect x="9" y="9" width="7" height="7" fill="#b3261e"/></svg>
        """#

    public static let script = #"""
        // Mosaic: the live channel, and keeping what is typed. Pages are complete without this
        // file; with it, the parts of a page the server marks as regions change in place while
        // the page is open, and typed text outlives the reloads the live channel asks for.
        (function () {
          "use strict";
          // Text typed into a form that changes something (not a search) and not yet sent: the
          // browser asks before the page is left, so nothing typed is lost by a stray link.
          var typed = false;
          var source = null;
          var keptKey = "mosaic-kept";
          // Characters as the app counts them: an emoji family or an accented letter is one.
          var segmenter = window.Intl && Intl.Segmenter ? new Intl.Segmenter() : null;
          function characters(text) {
            if (!segmenter) { return Array.from(text).length; }
            var count = 0;
            for (var ignored of segmenter.segment(text)) { count += 1; }
            return count;
          }
          function count(field) {
            var limit = field && field.getAttribute && Number(field.getAttribute("data-limit"));
            var counter = limit && document.getElementById(field.id + "-count");
            if (!counter) { return; }
            var length = characters(field.value);
            counter.textContent = length + "/" + limit + (length > limit ? " · " + (length - limit) + " too many" : "");
            counter.classList.toggle("over", length > limit);
          }
          function account() {
            return (document.body && document.body.getAttribute("data-account")) || "";
          }
          function here() { return location.pathname + location.search; }
          // The text fields of forms that change something (within `place`: the page, or one of
          // its regions), as they differ from how the page drew them.
          function typedFields(place) {
            var fields = [];
            Array.prototype.forEach.call((place || document).querySelectorAll("form[method=post] textarea, form[method=post] input[type=text]"),
              function (field) {
                if (field.name && field.value !== field.defaultValue) {
                  fields.push({ form: field.form.getAttribute("action") || "", name: field.name, value: field.value });
                }
              });
            return fields;
          }
          // Typed text back into the fields of the same name in forms to the same address (within
          // `place`), where `fits` lets it: what a person typed outlives the page or region drawn again.
          function giveBack(place, fields, fits) {
            fields.forEach(function (saved) {
              Array.prototype.forEach.call(place.querySelectorAll("form[method=post]"), function (form) {
                if ((form.getAttribute("action") || "") !== saved.form) { return; }
                var field = form.elements.namedItem(saved.name);
                if (!field || !("value" in field) || !fits(field)) { return; }
                field.value = saved.value;
                typed = true;
                count(field);
              });
            });
          }
          // Before a reload the live channel asks for (someone signed in or out in another tab),
          // what is typed is kept in this tab's storage, for this person and this page: the
          // reload then loses nothing and asks nothing.
          function keepTypedAndReload() {
            var fields = typedFields();
            if (fields.length && account()) {
              try {
                sessionStorage.setItem(keptKey, JSON.stringify({
                  account: account(), page: here(), at: Date.now(), fields: fields
                }));
              } catch (ignored) {}
            }
            typed = false;
            window.location.reload();
          }
          // Typed text kept before a reload comes back into the same empty fields, on a page of
          // the person who typed it (after signing in again, if it came to that); another
          // person's page leaves it kept, and after a day it is forgotten.
          function giveBackKept() {
            var kept = null;
            try { kept = JSON.parse(sessionStorage.getItem(keptKey) || "null"); } catch (ignored) { return; }
            if (!kept || !kept.fields) { return; }
            if (Date.now() - kept.at > 24 * 60 * 60 * 1000) { sessionStorage.removeItem(keptKey); return; }
            if (kept.page === here() && kept.account && !account()) {
              // Signed out meanwhile (the server restarted, the session ended): said, and the
              // text comes back once the same person signs in again.
              say("You were signed out. Sign in again: what you typed comes back on this page.", "trouble");
            }
            if (kept.account !== account() || kept.page !== here()) { return; }
            sessionStorage.removeItem(keptKey);
            giveBack(document, kept.fields, function (field) {
              return field.value === "" || field.value === field.defaultValue;
            });
          }
          // A conversation is marked read by the page, never by opening it (a GET may be a link
          // another site made the browser follow): while its "Mark as read" button is there and
          // the page is in front of the person, the script presses it, once for each drawing.
          function markReadIfSeen() {
            if (document.visibilityState !== "visible" || !window.fetch) { return; }
            var form = document.querySelector(".read-mark form");
            if (!form || form.getAttribute("data-sent")) { return; }
            form.setAttribute("data-sent", "1");
            fetch(form.getAttribute("action") || here(), {
              method: "POST", body: new URLSearchParams(new FormData(form)),
              credentials: "same-origin", redirect: "manual"
            }).catch(function () { form.removeAttribute("data-sent"); });
          }
          document.addEventListener("visibilitychange", markReadIfSeen);
          // A line in the page's status region, as the server draws it ("trouble" or "recovered").
          function say(text, kind) {
            var status = document.getElementById("status");
            if (!status) { return; }
            var line = document.createElement("p");
            line.className = kind;
            line.textContent = (kind === "trouble" ? "… " : "✓ ") + text;
            status.replaceChildren(line);
          }
          document.addEventListener("input", function (event) {
            var field = event.target;
            var form = field && field.form;
            if (form && form.method === "post") { typed = true; }
            count(field);
          });
          document.addEventListener("submit", function (event) {
            typed = false;
            // This page is on its way to the form's answer: a reload the live channel might ask
            // for meanwhile (the form signed someone in) would race that navigation and lose it.
            if (source) { source.close(); source = null; }
            // A button that changes a row in place (Like) comes back to the same place on the
            // page, with the same button focused, rather than jumping to the row's anchor.
            var button = event.submitter;
            if (!button || !button.classList.contains("stays")) { return; }
            try {
              sessionStorage.setItem("mosaic-stay", JSON.stringify({
                page: here(), y: window.scrollY,
                row: button.closest("[id]") ? button.closest("[id]").id : ""
              }));
            } catch (ignored) {}
          });
          document.addEventListener("DOMContentLoaded", function () {
            giveBackKept();
            markReadIfSeen();
            var stay = null;
            try {
              stay = JSON.parse(sessionStorage.getItem("mosaic-stay") || "null");
              sessionStorage.removeItem("mosaic-stay");
            } catch (ignored) { return; }
            if (!stay || stay.page !== here()) { return; }
            // The row's anchor is for pages without this script: dropped, the browser does not
            // scroll to it once the page has loaded.
            if (location.hash) { history.replaceState(history.state, "", stay.page); }
            window.scrollTo(0, stay.y);
            var row = stay.row && document.getElementById(stay.row);
            var again = row && row.querySelector("button.stays");
            if (again) { again.focus({ preventScroll: true }); }
            markReadIfSeen();
          });
          window.addEventListener("beforeunload", function (event) {
            if (!typed) { return; }
            event.preventDefault();
            event.returnValue = "";
          });

          // The live channel.
          var url = document.body && document.body.getAttribute("data-live");
          if (!url || !window.EventSource) { return; }
          source = new EventSource(url);
          // Said on the page, for a person's tools and the browser tests: the channel is open.
          source.addEventListener("open", function () {
            document.body.setAttribute("data-live-state", "open");
          });
          // The channel closed: if the server itself does not answer (stopped, restarting), the
          // status line says so until it does, and then the page loads again, keeping what was
          // typed (it may have signed the browser out). A server that answers (a channel refused,
          // or closed by the server) changes nothing: the page is simply not live.
          var away = null;
          var probe = document.querySelector("script[src]");
          function answers(yes, no) {
            fetch(probe ? probe.src : location.href, { method: "HEAD", cache: "no-store" }).then(yes, no);
          }
          function waitForServer() {
            answers(function () {
              away = null;
              say("The server answers again; the page loads again, keeping what you typed.", "recovered");
              keepTypedAndReload();
            }, function () { away = setTimeout(waitForServer, 2000); });
          }
          source.addEventListener("error", function () {
            document.body.setAttribute("data-live-state", "closed");
            if (away) { return; }
            away = true;
            answers(function () { away = null; }, function () {
              say("The server can't be reached. What you type stays on this page; it loads again when the server is back.", "trouble");
              document.body.setAttribute("data-live-state", "away");
              away = setTimeout(waitForServer, 2000);
            });
          });
          source.addEventListener("region", function (event) {
            var text = event.data;
            var cut = text.indexOf("\n");
            var id = cut < 0 ? text : text.slice(0, cut);
            var element = document.getElementById(id);
            if (!element || !element.hasAttribute("data-region")) { return; }
            // Focus inside the region goes back to the same control once it is drawn again: by
            // its id, or (a row's Like button has none) as the same kind of control in the same row.
            var focused = document.activeElement;
            var inside = focused && element.contains(focused) && focused !== element;
            var focusedID = inside ? focused.id : "";
            var holder = inside && !focusedID ? focused.closest("[id]") : null;
            var holderID = holder && holder !== element && element.contains(holder) ? holder.id : "";
            var kind = holderID ? focused.tagName.toLowerCase() + Array.prototype.map.call(
              focused.classList, function (name) { return "." + name; }).join("") : "";
            // A form drawn again (a kept post went out and its form emptied) keeps what was typed
            // in it since it was drawn: only the server's own words change.
            var typedHere = typedFields(element);
            element.innerHTML = cut < 0 ? "" : text.slice(cut + 1);
            giveBack(element, typedHere, function () { return true; });
            var again = focusedID ? document.getElementById(focusedID) : null;
            if (!again && holderID) {
              var row = document.getElementById(holderID);
              again = row && kind ? row.querySelector(kind) : null;
            }
            if (again) { again.focus({ preventScroll: true }); }
            // A message that arrived in the open conversation, in front of the person: read.
            markReadIfSeen();
          });
          source.addEventListener("reload", keepTypedAndReload);
          window.addEventListener("pagehide", function () { if (source) { source.close(); } });
        })();
        """#

    public static let styleSheet = #"""
        :root {
          color-scheme: light dark;
          --text: #1b1d21; --muted: #5b6270; --back: #ffffff; --panel: #f3f4f7;
          --line: #d9dce3; --accent: #2754c5; --accent-text: #ffffff; --danger: #b3261e;
          --trouble: #7a4f00; --trouble-back: #fff4d6; --good: #1e6b35; --good-back: #e3f5e8;
        }
        @media (prefers-color-scheme: dark) {
          :root {
            --text: #e8eaef; --muted: #a9afbb; --back: #15171b; --panel: #1f2228;
            --line: #343842; --accent: #8fb0ff; --accent-text: #10131a; --danger: #ff8a80;
            --trouble: #ffd479; --trouble-back: #3a2e10; --good: #8fe0a6; --good-back: #143222;
          }
        }
        * { box-sizing: border-box; }
        html { -webkit-text-size-adjust: 100%; }
        body {
          margin: 0; background: var(--back); color: var(--text);
          font: 1rem/1.5 system-ui, -apple-system, "Segoe UI", "Noto Sans", sans-serif;
          overflow-wrap: anywhere;
        }
        a { color: var(--accent); }
        a:focus-visible, button:focus-visible, input:focus-visible, textarea:focus-visible {
          outline: 3px solid var(--accent); outline-offset: 2px;
        }
        .skip { position: absolute; left: -10000px; }
        .spoken { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
        .skip:focus { left: 1rem; top: 1rem; background: var(--back); padding: .5rem; z-index: 1; }
        header.top {
          display: flex; flex-wrap: wrap; align-items: center; gap: .5rem 1.5rem;
          padding: .75rem 1rem; border-bottom: 1px solid var(--line); background: var(--panel);
        }
        .brand { font-weight: 700; font-size: 1.2rem; text-decoration: none; color: var(--text); }
        header nav ul { display: flex; flex-wrap: wrap; gap: .25rem 1rem; list-style: none; margin: 0; padding: 0; }
        header nav a { text-decoration: none; padding: .25rem 0; }
        header nav a[aria-current="page"] { font-weight: 700; border-bottom: 2px solid var(--accent); }
        header nav .count {
          display: inline-block; min-width: 1.4rem; padding: 0 .4rem; border-radius: 999px; text-align: center;
          font-size: .8rem; font-weight: 700; line-height: 1.4rem; background: var(--accent); color: var(--accent-text);
        }
        .account { margin-left: auto; color: var(--muted); display: flex; flex-wrap: wrap; align-items: center; gap: .5rem; }
        .account form { margin: 0; }
        form.search { display: flex; flex-wrap: wrap; align-items: center; gap: .25rem .5rem; margin: 0; }
        form.search input { font: inherit; color: inherit; background: var(--back); border: 1px solid var(--line); border-radius: .4rem; padding: .35rem .5rem; min-width: 0; flex: 1 1 10rem; }
        form.search button { font: inherit; cursor: pointer; border: 1px solid var(--line); border-radius: .4rem; padding: .35rem .75rem; background: var(--panel); color: var(--text); }
        header form.search label { position: absolute; left: -10000px; }
        main form.search { margin: .75rem 0; }
        main form.search label { font-weight: 600; flex-basis: 100%; }
        mark { background: #fde68a; color: #1b1d21; border-radius: .15rem; padding: 0 .05rem; }
        .end { color: var(--muted); font-size: .9rem; margin: 1rem 0; }
        .field .count { margin: 0; font-size: .85rem; color: var(--muted); text-align: right; }
        .field .count.over { color: var(--danger); font-weight: 600; }
        .people { list-style: none; margin: 0 0 1rem; padding: 0; display: flex; flex-wrap: wrap; gap: .25rem 1rem; }
        main { max-width: 46rem; margin: 0 auto; padding: 1rem; }
        h1 { font-size: 1.6rem; line-height: 1.25; margin: .5rem 0 1rem; }
        h2 { font-size: 1.2rem; margin: 1.5rem 0 .5rem; }
        .notice, .message { padding: .5rem .75rem; border-radius: .4rem; background: var(--panel); }
        #status:empty { display: none; }
        #status .trouble { padding: .5rem .75rem; border-radius: .4rem; color: var(--trouble); background: var(--trouble-back); }
        #status .recovered { padding: .5rem .75rem; border-radius: .4rem; color: var(--good); background: var(--good-back); }
        .posts { list-style: none; margin: 0; padding: 0; }
        .posts > li { padding: .75rem 0; border-bottom: 1px solid var(--line); }
        .posts h2, .posts h3 { margin: 0 0 .25rem; font-size: 1.1rem; }
        .meta { color: var(--muted); font-size: .9rem; display: flex; flex-wrap: wrap; gap: .25rem .75rem; margin: 0 0 .5rem; }
        .meta form { display: inline; margin: 0; }
        .like { font: inherit; color: inherit; background: none; border: 1px solid var(--line); border-radius: 999px; padding: 0 .6rem; min-height: 1.75rem; cursor: pointer; }
        .tags { display: inline-flex; flex-wrap: wrap; gap: 0 .5rem; list-style: none; margin: 0; padding: 0; }
        .row-actions { display: flex; flex-wrap: wrap; align-items: center; gap: .4rem; margin: .4rem 0 0; }
        .row-actions form { display: contents; }
        .row-actions .like, .row-actions .button, .row-actions a.delete {
          font: inherit; font-size: .9rem; line-height: 1.2; min-height: 2rem; padding: .3rem .75rem;
          border: 1px solid var(--line); border-radius: .4rem; background: var(--panel); color: var(--text);
          text-decoration: none; cursor: pointer; display: inline-flex; align-items: center;
        }
        .row-actions a.delete { color: var(--danger); }
        .posts.compact .row-actions { margin-top: .2rem; }
        .posts.compact h2 a, .posts.compact h3 a { display: block; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
        .posts.compact > li { padding: .35rem 0; }
        .posts.compact h2, .posts.compact h3 { font-size: 1rem; margin: 0; }
        .posts.compact .meta { margin: 0; font-size: .85rem; }
        .news a, .more a { display: inline-block; padding: .4rem .8rem; border-radius: 999px; background: var(--accent); color: var(--accent-text); text-decoration: none; font-weight: 600; }
        .actions { display: flex; flex-wrap: wrap; gap: .5rem; align-items: center; margin: .75rem 0; }
        .actions form { display: inline; margin: 0; }
        .body p { margin: 0 0 .9rem; }
        form { margin: .5rem 0; }
        .field { margin: 0 0 1rem; display: flex; flex-direction: column; gap: .25rem; }
        .field label { font-weight: 600; }
        .hint { margin: 0; color: var(--muted); font-size: .9rem; }
        input[type="text"], input[type="password"], textarea {
          width: 100%; font: inherit; color: inherit; background: var(--back);
          border: 1px solid var(--line); border-radius: .4rem; padding: .5rem .6rem;
        }
        .refused input, .refused textarea { border-color: var(--danger); }
        .problem { margin: 0; color: var(--danger); font-weight: 600; }
        .button {
          display: inline-block; font: inherit; cursor: pointer; text-decoration: none;
          border: 1px solid var(--line); border-radius: .4rem; padding: .45rem .9rem;
          background: var(--panel); color: var(--text); min-height: 2.5rem;
        }
        .button.primary { background: var(--accent); border-color: var(--accent); color: var(--accent-text); }
        .button.danger { background: var(--danger); border-color: var(--danger); color: var(--back); }
        .confirm { border: 1px solid var(--line); border-radius: .5rem; padding: 1rem; background: var(--panel); }
        .question { font-weight: 600; margin-top: 0; }
        .settings-list { list-style: none; margin: 0; padding: 0; }
        .settings-list > li { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: center; gap: .5rem; padding: .6rem 0; border-bottom: 1px solid var(--line); }
        .badge { font-size: .8rem; padding: 0 .5rem; border-radius: 999px; border: 1px solid var(--line); color: var(--muted); }
        .mark { font-weight: 600; white-space: nowrap; }
        """#
}
