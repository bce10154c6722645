/**
 * What a customer typed into a purchase form, kept in this browser until the purchase is paid: it survives the
 * trip to the sign-in page, a failed payment and a reload. One draft per item (its deliverable key), so two
 * purchase forms never overwrite each other. Cleared once the payment for that item succeeds.
 */
const DRAFT_PREFIX = 'astrosetu.purchaseDraft.';
/** The purchase the browser last left for the gateway: where to try again, and which draft to clear on success. */
const LAST_CHECKOUT_KEY = 'astrosetu.lastCheckout';
/** A draft older than this is someone else's afternoon: start with an empty form. */
const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

interface StoredDraft<Values> {
  savedAt: number;
  values: Values;
}

export interface LastCheckout {
  /** The page (path and query) the purchase form is on. */
  path: string;
  /** The draft the form keeps its answers in. */
  draftKey: string;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function savePurchaseDraft<Values extends object>(draftKey: string, values: Values): void {
  try {
    storage()?.setItem(`${DRAFT_PREFIX}${draftKey}`, JSON.stringify({ savedAt: Date.now(), values } satisfies StoredDraft<Values>));
  } catch {
    // Storage full or disabled: the form still works, it is only not kept.
  }
}

/** The kept answers over `empty` (fields added since the draft was saved keep their empty value). */
export function readPurchaseDraft<Values extends object>(draftKey: string, empty: Values): Values | null {
  try {
    const text = storage()?.getItem(`${DRAFT_PREFIX}${draftKey}`);
    if (!text) return null;
    const stored = JSON.parse(text) as Partial<StoredDraft<Partial<Values>>>;
    if (typeof stored.savedAt !== 'number' || Date.now() - stored.savedAt > DRAFT_MAX_AGE_MS || !stored.values || typeof stored.values !== 'object') {
      clearPurchaseDraft(draftKey);
      return null;
    }
    return mergeDraft(empty, stored.values);
  } catch {
    return null;
  }
}

/** Nested objects (a couple's two births) are merged field by field; only values of the empty form's types are taken. */
function mergeDraft<Values extends object>(empty: Values, saved: Partial<Values>): Values {
  const merged: Record<string, unknown> = { ...(empty as Record<string, unknown>) };
  for (const [key, emptyValue] of Object.entries(empty as Record<string, unknown>)) {
    const value = (saved as Record<string, unknown>)[key];
    if (value === undefined || value === null) continue;
    if (emptyValue && typeof emptyValue === 'object' && typeof value === 'object' && !Array.isArray(value)) {
      merged[key] = mergeDraft(emptyValue as object, value as object);
    } else if (typeof value === typeof emptyValue) {
      merged[key] = value;
    }
  }
  return merged as Values;
}

export function clearPurchaseDraft(draftKey: string): void {
  try {
    storage()?.removeItem(`${DRAFT_PREFIX}${draftKey}`);
  } catch {
    // Nothing to clear.
  }
}

/** Called just before the browser leaves for the gateway. */
export function rememberCheckout(checkout: LastCheckout): void {
  try {
    storage()?.setItem(LAST_CHECKOUT_KEY, JSON.stringify(checkout));
  } catch {
    // Without it, a failed payment offers the general "Try Again" instead.
  }
}

export function lastCheckout(): LastCheckout | null {
  try {
    const text = storage()?.getItem(LAST_CHECKOUT_KEY);
    if (!text) return null;
    const value = JSON.parse(text) as Partial<LastCheckout>;
    // Only a path on this site (never //host or a scheme) may be offered as a link.
    if (typeof value.path !== 'string' || !/^\/(?!\/)/.test(value.path) || typeof value.draftKey !== 'string') return null;
    return { path: value.path, draftKey: value.draftKey };
  } catch {
    return null;
  }
}

/** A payment succeeded: its answers are with the order now, so the draft and the retry path go. */
export function completeLastCheckout(): void {
  const checkout = lastCheckout();
  if (checkout) clearPurchaseDraft(checkout.draftKey);
  try {
    storage()?.removeItem(LAST_CHECKOUT_KEY);
  } catch {
    // Nothing to clear.
  }
}
