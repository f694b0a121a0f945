// Submits the page's form at once (the sign-out confirmation): an external script, because the
// Content-Security-Policy allows no inline scripts.
document.addEventListener('DOMContentLoaded', () => {
  document.querySelector('form[data-auto-submit]')?.submit();
});
