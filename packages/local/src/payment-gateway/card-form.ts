/**
 * The stand-in's HelcimPay.js: `start.js` (what the SPA loads) and the card form it opens in an
 * iframe. The real ones no longer render on localhost (they need a public HTTPS origin); these
 * behave as the reference describes them: `appendHelcimPayIframe(checkoutToken, allowExit)` opens the
 * form, `removeHelcimPayIframe()` closes it, and the form posts the page a `message` whose `eventName`
 * is `helcim-pay-js-<checkoutToken>`: SUCCESS with `eventMessage.data = { data, hash }`, ABORTED with
 * the gateway's text, HIDE when closed.
 */
export function startScript(origin: string): string {
  return `(function () {
  var ORIGIN = ${JSON.stringify(origin)};
  window.appendHelcimPayIframe = function (checkoutToken, allowExit) {
    window.removeHelcimPayIframe();
    var frame = document.createElement('iframe');
    frame.id = 'helcimPayIframe';
    frame.title = 'Card form';
    frame.src = ORIGIN + '/helcim-pay/checkout/' + encodeURIComponent(checkoutToken) + (allowExit ? '?allowExit=1' : '');
    frame.style.cssText = 'position:fixed;inset:0;width:100%;height:100%;border:0;z-index:2147483647;background:rgba(0,0,0,.45)';
    document.body.appendChild(frame);
  };
  window.removeHelcimPayIframe = function () {
    var frame = document.getElementById('helcimPayIframe');
    if (frame) frame.remove();
  };
})();
`;
}

export function cardFormPage(checkoutToken: string, allowExit: boolean): string {
  // Only tokens the gateway made (base64url) are rendered: nothing in it can close the script.
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Card form (local gateway)</title>
<style>
body{margin:0;font:15px system-ui,sans-serif;display:flex;align-items:center;justify-content:center;min-height:100vh}
form{background:#fff;border-radius:8px;padding:24px;width:min(360px,calc(100vw - 48px));box-shadow:0 8px 30px rgba(0,0,0,.3)}
h1{font-size:18px;margin:0 0 4px}p{margin:0 0 16px;color:#555;font-size:13px}
label{display:block;margin:10px 0 4px;font-weight:600}input{width:100%;box-sizing:border-box;padding:8px;font-size:15px}
.row{display:flex;gap:12px}.row>div{flex:1}button{margin-top:16px;padding:10px 14px;font-size:15px;width:100%}
#error{color:#b00020;min-height:1.2em;margin-top:10px}#close{background:none;border:0;float:right;font-size:20px;width:auto;margin:0;cursor:pointer}
</style></head><body>
<form id="card-form" autocomplete="off">
${allowExit ? '<button type="button" id="close" aria-label="Close">×</button>' : ''}
<h1>Card details</h1><p>Local stand-in of the card gateway's form: nothing typed here reaches Masterport.</p>
<label for="cardHolderName">Cardholder name</label><input id="cardHolderName" name="cardHolderName" required>
<label for="cardNumber">Card number</label><input id="cardNumber" name="cardNumber" inputmode="numeric" required>
<div class="row"><div><label for="cardExpiry">Expiry (MM/YY)</label><input id="cardExpiry" name="cardExpiry" placeholder="01/28" required></div>
<div><label for="cardCVV">CVV</label><input id="cardCVV" name="cardCVV" inputmode="numeric" required></div></div>
<button type="submit" id="submit">Process</button><div id="error" role="alert"></div>
</form>
<script>
(function () {
  var token = ${JSON.stringify(checkoutToken)};
  var eventName = 'helcim-pay-js-' + token;
  var post = function (eventStatus, eventMessage) {
    window.parent.postMessage({ eventName: eventName, eventStatus: eventStatus, eventMessage: eventMessage }, '*');
  };
  var close = document.getElementById('close');
  if (close) close.addEventListener('click', function () { post('HIDE', ''); });
  document.getElementById('card-form').addEventListener('submit', function (event) {
    event.preventDefault();
    var form = event.target;
    var body = {
      checkoutToken: token,
      cardHolderName: form.cardHolderName.value,
      cardNumber: form.cardNumber.value,
      cardExpiry: form.cardExpiry.value,
      cardCVV: form.cardCVV.value
    };
    document.getElementById('submit').disabled = true;
    fetch('/helcim-pay/process', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
      .then(function (response) { return response.json(); })
      .then(function (answer) {
        if (answer.eventStatus === 'SUCCESS') post('SUCCESS', answer.eventMessage);
        else { document.getElementById('error').textContent = answer.eventMessage; post('ABORTED', answer.eventMessage); }
      })
      .catch(function () { document.getElementById('error').textContent = 'The gateway did not answer.'; })
      .finally(function () { document.getElementById('submit').disabled = false; });
  });
})();
</script>
</body></html>`;
}
