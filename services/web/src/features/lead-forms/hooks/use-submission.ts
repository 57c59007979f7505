import { useCallback, useRef, useState } from 'react';
import type { TSubmitOutcome } from '../utils/submit-outcome';

/**
 * A message for the whole form; `contact`: offer the firm's phone and WhatsApp under it (the visitor may
 * not send again for a while); `link`: a link after the message (the social-media form's new lead).
 */
export type TFormAlert = {
  tone: 'error' | 'success';
  text: string;
  contact?: boolean;
  link?: { href: string; label: string } | undefined;
};

/** What {@link useSubmission} gives a form. */
export type TSubmission = {
  /** True while a submission is on its way (the loading overlay shows). */
  sending: boolean;
  alert: TFormAlert | null;
  setAlert: (alert: TFormAlert | null) => void;
  /**
   * Runs one submission unless another is on its way (a double click sends once). The overlay stays up
   * until `after` has finished with the outcome (e.g. the navigation to the thank-you page).
   */
  run: (
    send: () => Promise<TSubmitOutcome>,
    after: (outcome: TSubmitOutcome) => Promise<void> | void,
  ) => Promise<void>;
};

/**
 * The state of a form's submissions: in flight, overlay, and the message for the whole form.
 * @param initialAlert - a message to show from the start (the answer to a post made without JavaScript)
 */
export function useSubmission(initialAlert: TFormAlert | null = null): TSubmission {
  const [sending, setSending] = useState(false);
  const [alert, setAlert] = useState<TFormAlert | null>(initialAlert);
  const busy = useRef(false);
  const run = useCallback<TSubmission['run']>(async (send, after) => {
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    setAlert(null);
    try {
      await after(await send());
    } finally {
      busy.current = false;
      setSending(false);
    }
  }, []);
  return { sending, alert, setAlert, run };
}
