// Forms that change something hard to undo ask first (without JavaScript they just submit).
// The question is the form's data-confirm attribute, written (and translated) by the template.
// Listened for on the document, so forms swapped in later by htmx ask too.
document.addEventListener("submit", function (event) {
  var form = event.target;
  if (form instanceof HTMLFormElement && form.dataset.confirm) {
    if (!window.confirm(form.dataset.confirm)) { event.preventDefault(); }
  }
});
