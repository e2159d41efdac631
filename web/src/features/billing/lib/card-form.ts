/**
 * The gateway's card form (HelcimPay.js, or the local cloud's stand-in: the API says which script):
 * the script is loaded once, `appendHelcimPayIframe` opens the form in an iframe, and the form posts
 * this page a message named `helcim-pay-js-<checkoutToken>`. The card number and CVV are typed into
 * the gateway's page and never pass through ours.
 */
declare global {
  interface Window {
    appendHelcimPayIframe?: (checkoutToken: string, allowExit?: boolean) => void;
    removeHelcimPayIframe?: () => void;
  }
}

export type CardFormResult =
  | { status: 'SUCCESS'; data: Record<string, string | number | boolean | null>; hash: string }
  | { status: 'ABORTED'; message: string }
  | { status: 'CLOSED' };

const loaded = new Map<string, Promise<void>>();

function loadScript(url: string): Promise<void> {
  let loading = loaded.get(url);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loaded.delete(url);
        script.remove();
        reject(new Error('card form script failed to load'));
      };
      document.head.appendChild(script);
    });
    loaded.set(url, loading);
  }
  return loading;
}

/** `eventMessage` as sent: an object, or its JSON as text (both are seen from HelcimPay.js). */
function successOf(message: unknown): CardFormResult {
  let value = message;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return { status: 'ABORTED', message: value as string };
    }
  }
  const inner = (value as { data?: { data?: unknown; hash?: unknown } } | null)?.data;
  if (inner && typeof inner.data === 'object' && inner.data && typeof inner.hash === 'string')
    return { status: 'SUCCESS', data: inner.data as Record<string, string>, hash: inner.hash };
  return { status: 'ABORTED', message: '' };
}

/** Opens the card form and answers what it posted: an approved card, the gateway's refusal, or closed. */
export async function openCardForm(scriptUrl: string, checkoutToken: string): Promise<CardFormResult> {
  await loadScript(scriptUrl);
  const origin = new URL(scriptUrl).origin;
  return new Promise<CardFormResult>((resolve) => {
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { eventName?: unknown; eventStatus?: unknown; eventMessage?: unknown } | null;
      if (event.origin !== origin || data?.eventName !== `helcim-pay-js-${checkoutToken}`) return;
      // Whatever the answer, the form closes: a refusal is told on our page, in the person's language.
      if (data.eventStatus === 'ABORTED') {
        resolve({ status: 'ABORTED', message: String(data.eventMessage ?? '') });
      } else if (data.eventStatus === 'SUCCESS') {
        resolve(successOf(data.eventMessage));
      } else if (data.eventStatus === 'HIDE') {
        resolve({ status: 'CLOSED' });
      } else return;
      window.removeEventListener('message', onMessage);
      window.removeHelcimPayIframe?.();
    };
    window.addEventListener('message', onMessage);
    window.appendHelcimPayIframe?.(checkoutToken, true);
  });
}
