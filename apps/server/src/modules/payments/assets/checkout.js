// The sandbox checkout page's behaviour, as an external script because the Content-Security-Policy
// allows no inline ones: the card number is grouped in fours as it is typed, and Pay says the
// payment is on its way (and cannot be pressed twice) once the form is sent.
document.addEventListener('DOMContentLoaded', () => {
  const number = document.querySelector('#card-number');
  number?.addEventListener('input', () => {
    const digits = number.value.replace(/\D/g, '').slice(0, 19);
    number.value = digits.replace(/(\d{4})(?=\d)/g, '$1 ');
  });
  const expiry = document.querySelector('#card-expiry');
  expiry?.addEventListener('input', (event) => {
    if (event.inputType?.startsWith('delete')) return;
    const digits = expiry.value.replace(/\D/g, '').slice(0, 4);
    expiry.value = digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
  });
  const form = document.querySelector('form[data-pay]');
  form?.addEventListener('submit', () => {
    const button = form.querySelector('button[type="submit"]');
    if (!button) return;
    button.disabled = true;
    button.textContent = button.dataset.processing ?? button.textContent;
  });
});
