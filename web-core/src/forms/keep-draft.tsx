import { useEffect, useRef } from 'react';
import { useFormikContext } from 'formik';
import { savePurchaseDraft } from '../purchases/purchase-drafts';

const SAVE_DELAY_MS = 400;

/** Saves the form's answers in this browser as they change (see purchase-drafts), a moment after the last key. */
export function KeepDraft({ draftKey }: { draftKey: string }) {
  const { values } = useFormikContext<object>();
  const first = useRef(true);
  useEffect(() => {
    // The first render shows what is already saved (or the empty form): nothing new to keep.
    if (first.current) {
      first.current = false;
      return undefined;
    }
    const timer = setTimeout(() => savePurchaseDraft(draftKey, values), SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draftKey, values]);
  return null;
}
