import { escapeHtml, hiddenInputs } from '../gateway/payment-form';
import { formatRupees } from '../../../shared/text/format-rupees';

export const SANDBOX_METHODS = [
  { mode: 'UPI', label: 'UPI', hint: 'Any UPI app (simulated)' },
  { mode: 'CC', label: 'Credit / debit card', hint: 'Card 4111 1111 1111 1111 (simulated)' },
  { mode: 'NB', label: 'Net banking', hint: 'Any bank (simulated)' },
] as const;
export type SandboxMode = (typeof SANDBOX_METHODS)[number]['mode'];

const styles = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
  body { margin: 0; background: #f1f5f9; color: #0f172a; }
  .banner { background: repeating-linear-gradient(45deg, #facc15, #facc15 12px, #fde047 12px, #fde047 24px); color: #422006; text-align: center; padding: 10px; font-weight: 700; letter-spacing: .04em; }
  main { max-width: 460px; margin: 32px auto; background: #fff; border-radius: 14px; box-shadow: 0 10px 30px rgba(15, 23, 42, .12); overflow: hidden; }
  header { background: #1e293b; color: #fff; padding: 18px 22px; }
  header h1 { margin: 0; font-size: 18px; }
  header p { margin: 4px 0 0; color: #cbd5e1; font-size: 13px; }
  section { padding: 18px 22px; border-bottom: 1px solid #e2e8f0; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 6px 14px; margin: 0; font-size: 14px; }
  dt { color: #64748b; } dd { margin: 0; text-align: right; overflow-wrap: anywhere; }
  .amount { font-size: 30px; font-weight: 800; margin: 4px 0 0; }
  fieldset { border: 0; margin: 0; padding: 0; } legend { font-weight: 600; margin-bottom: 8px; }
  label.method { display: flex; gap: 10px; align-items: flex-start; padding: 10px 12px; border: 1px solid #cbd5e1; border-radius: 10px; margin-bottom: 8px; cursor: pointer; }
  label.method small { display: block; color: #64748b; }
  .actions { display: flex; gap: 10px; padding: 18px 22px; }
  button { flex: 1; font-size: 16px; font-weight: 700; padding: 12px; border-radius: 10px; border: 0; cursor: pointer; }
  button.pay { background: #16a34a; color: #fff; } button.fail { background: #fee2e2; color: #991b1b; }
  button:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
  .note { font-size: 12px; color: #64748b; padding: 0 22px 18px; margin: 0; }
  .error { padding: 22px; } .error h1 { color: #991b1b; font-size: 20px; }
`;

function page(title: string, body: string, nonce?: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style${nonce ? ` nonce="${escapeHtml(nonce)}"` : ''}>${styles}</style>
</head>
<body>
<div class="banner" role="note">SANDBOX GATEWAY · TEST MODE · NO REAL MONEY MOVES</div>
${body}
</body>
</html>`;
}

export interface CheckoutView {
  amountPaise: number;
  productinfo: string;
  txnid: string;
  firstname: string;
  email: string;
  /** The signed request, carried through to the completion step unchanged. */
  requestFields: Record<string, string>;
  completeAction: string;
}

/** The checkout page: order summary in rupees, a method picker and Pay / Fail buttons (no script needed). */
export function renderCheckoutPage(view: CheckoutView, nonce: string): string {
  const amount = formatRupees(view.amountPaise);
  const methods = SANDBOX_METHODS.map(
    (method, index) => `<label class="method"><input type="radio" name="mode" value="${method.mode}"${index === 0 ? ' checked' : ''}>
<span>${escapeHtml(method.label)}<small>${escapeHtml(method.hint)}</small></span></label>`,
  ).join('\n');
  return page(
    `Pay ${amount} · AstroSetu (sandbox)`,
    `<main>
<header><h1>AstroSetu</h1><p>Sandbox checkout · PayU-compatible test gateway</p></header>
<form method="post" action="${escapeHtml(view.completeAction)}">
${hiddenInputs(view.requestFields)}
<section aria-label="Order summary">
<p>Amount to pay</p>
<p class="amount" data-testid="sandbox-amount">${escapeHtml(amount)}</p>
</section>
<section>
<dl>
<dt>For</dt><dd>${escapeHtml(view.productinfo)}</dd>
<dt>Paid by</dt><dd>${escapeHtml(view.firstname)} · ${escapeHtml(view.email)}</dd>
<dt>Transaction</dt><dd>${escapeHtml(view.txnid)}</dd>
</dl>
</section>
<section>
<fieldset><legend>Payment method</legend>
${methods}
</fieldset>
</section>
<div class="actions">
<button class="pay" type="submit" name="outcome" value="success">Pay ${escapeHtml(amount)}</button>
<button class="fail" type="submit" name="outcome" value="failure">Fail payment</button>
</div>
<p class="note">This page stands in for the card / UPI gateway while no PayU credentials are configured. Pay simulates a successful payment and Fail a declined one; either way the gateway's signed answer is posted back to AstroSetu.</p>
</form>
</main>`,
    nonce,
  );
}

/** The hand-back page: posts the gateway's signed answer to the merchant, as a real gateway does. */
export function renderReturnPage(action: string, fields: Record<string, string>, nonce: string, succeeded: boolean): string {
  return page(
    'Returning to AstroSetu',
    `<main><section>
<h1>${succeeded ? 'Payment authorised' : 'Payment declined'}</h1>
<p>Returning you to AstroSetu…</p>
<form id="sandbox-return" method="post" action="${escapeHtml(action)}">
${hiddenInputs(fields)}
<noscript><button class="pay" type="submit">Continue</button></noscript>
</form>
</section></main>
<script nonce="${escapeHtml(nonce)}">document.getElementById('sandbox-return').submit();</script>`,
    nonce,
  );
}

export function renderRejectedPage(reason: string, nonce: string): string {
  return page(
    'Invalid payment request',
    `<main><div class="error" role="alert"><h1>Invalid payment request</h1><p>${escapeHtml(reason)}</p>
<p>No payment was taken. Please go back to AstroSetu and start the payment again.</p></div></main>`,
    nonce,
  );
}
