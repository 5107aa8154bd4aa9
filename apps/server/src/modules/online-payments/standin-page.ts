import { displayMoney, translate, type Language } from '@kampus/contract';

const escape = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The stand-in's hosted page: a plain form (no script at all) with Pay and Cancel, posted to the
 * stand-in itself. Its policy allows only its own inline style and posting to this server.
 */
export const STANDIN_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

export const standinPage = (
  language: Language,
  checkout: { reference: string; amount: string; currency: string; school: string },
): string => {
  const t = (key: string): string => escape(translate(language, key));
  const action = `/api/gateway-standin/checkout/${checkout.reference}`;
  const amount = escape(displayMoney(checkout.amount, checkout.currency, language));
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  return `<!doctype html>
<html lang="${language}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t('ui.online_payments.standin.title')}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;padding:24px;background:#f4f5f7;color:#1b1f24}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 4px rgba(0,0,0,.12)}
h1{font-size:1.4rem;margin:0 0 8px}p{margin:0 0 16px;color:#49505a}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 24px}dt{color:#49505a}dd{margin:0;font-weight:600;word-break:break-all}
.actions{display:flex;gap:12px}button{flex:1;font-size:1rem;padding:12px;border-radius:8px;border:1px solid #1d4ed8;cursor:pointer}
.pay{background:#1d4ed8;color:#fff}.cancel{background:#fff;color:#1d4ed8}
</style>
</head>
<body>
<main>
<h1>${t('ui.online_payments.standin.title')}</h1>
<p>${t('ui.online_payments.standin.body')}</p>
<p><strong>${escape(checkout.school)}</strong></p>
<dl><dt>${t('ui.online_payments.standin.amount')}</dt><dd>${amount}</dd><dt>${t('ui.online_payments.standin.reference')}</dt><dd>${escape(checkout.reference.slice(0, 8))}</dd></dl>
<form method="post" class="actions">
<button class="pay" type="submit" formaction="${action}/pay">${t('ui.online_payments.standin.pay')} ${amount}</button>
<button class="cancel" type="submit" formaction="${action}/cancel">${t('ui.online_payments.standin.cancel')}</button>
</form>
</main>
</body>
</html>`;
};
