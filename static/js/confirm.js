// Forms that change something hard to undo ask first (without JavaScript they just submit).
// The question is the form's data-confirm attribute, written (and translated) by the template.
document.querySelectorAll("form[data-confirm]").forEach(function (form) {
  form.addEventListener("submit", function (event) {
    if (!window.confirm(form.dataset.confirm)) { event.preventDefault(); }
  });
});
