import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { REPLACED_SESSION_REVIEW, type Astrologer, type Consultation } from '@astrosetu/contracts';
import { useToast } from '@astrosetu/design-system/toast';
import { useAppDispatch, useSession } from '@astrosetu/web-core';
import { consultationsApi, useEndConsultationSessionMutation } from '../../shared/api/consultations-api';
import { useMarketplaceText } from '../../locales/use-text';

type ChatTarget = Pick<Astrologer, 'id' | 'name'>;

// Only a customer with a session already running meets this dialog: it (and MUI's modal machinery) loads then,
// not on every first visit to the home page.
const ConfirmDialog = lazy(() =>
  import('@astrosetu/design-system/confirm-dialog').then((module) => ({ default: module.ConfirmDialog })),
);

export interface StartChat {
  /** Chat Now on an astrologer (docs/product-rules.md#chat-session). */
  startChat: (astrologer: ChatTarget) => void;
  /** The astrologer whose chat is being started, while the active session is checked. */
  pendingAstrologerId: number | null;
  /** The "end the current session?" confirmation; render it once on the page. */
  dialog: ReactNode;
}

export function packagesPathOf(astrologerId: number): string {
  return `/packages/${astrologerId}`;
}

/**
 * Not signed in -> sign in (and come back to the packages); an active session with the same
 * astrologer -> /chat; with another astrologer -> confirm, end it (rating 0, the replacement review), then
 * the packages; none -> the packages. A failed check or a failed end is logged and the flow goes on.
 * Needs a ToastProvider above.
 */
export function useStartChat(): StartChat {
  const { t } = useMarketplaceText();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { user, isAuthenticated, refreshUser } = useSession();
  const { toast } = useToast();
  const [endConsultation, { isLoading: ending }] = useEndConsultationSessionMutation();
  const [pendingAstrologerId, setPendingAstrologerId] = useState<number | null>(null);
  const [conflict, setConflict] = useState<{ active: Consultation; next: ChatTarget } | null>(null);
  // Once shown, the dialog stays mounted so that closing it can play its fade-out.
  const [dialogNeeded, setDialogNeeded] = useState(false);
  const busy = useRef(false);

  const startChat = useCallback(
    (astrologer: ChatTarget) => {
      if (busy.current) return;
      if (!isAuthenticated || !user) {
        navigate(`/login?${new URLSearchParams({ redirect: packagesPathOf(astrologer.id) }).toString()}`);
        return;
      }
      if (user.role !== 'user') {
        toast({
          title: t('startChat.customersOnly'),
          description: t('startChat.customersOnlyDescription'),
          variant: 'info',
        });
        return;
      }
      busy.current = true;
      setPendingAstrologerId(astrologer.id);
      void (async () => {
        let active: Consultation | null = null;
        try {
          active = await dispatch(
            consultationsApi.endpoints.activeConsultationOfUser.initiate(user.id, { forceRefetch: true, subscribe: false }),
          ).unwrap();
        } catch (error) {
          // A failed check does not stop the customer; the server still guards the booking.
          console.warn('Active consultation check failed; continuing to the packages.', error);
        } finally {
          busy.current = false;
          setPendingAstrologerId(null);
        }
        if (!active) navigate(packagesPathOf(astrologer.id));
        else if (active.astrologerId === astrologer.id) navigate('/chat');
        else {
          setDialogNeeded(true);
          setConflict({ active, next: astrologer });
        }
      })();
    },
    [dispatch, isAuthenticated, navigate, t, toast, user],
  );

  const endAndContinue = async () => {
    if (!conflict) return;
    try {
      await endConsultation({ id: conflict.active.id, rating: 0, review: REPLACED_SESSION_REVIEW }).unwrap();
      void refreshUser();
    } catch (error) {
      console.error('Ending the previous consultation failed; continuing to the packages.', error);
    }
    const nextId = conflict.next.id;
    setConflict(null);
    navigate(packagesPathOf(nextId));
  };

  const dialog = dialogNeeded ? (
    <Suspense fallback={null}>
      <ConfirmDialog
        open={conflict !== null}
        title={t('startChat.conflict.title')}
        description={
          conflict
            ? t('startChat.conflict.description', { current: conflict.active.astrologer.name, next: conflict.next.name })
            : undefined
        }
        confirmLabel={t('startChat.conflict.confirm')}
        cancelLabel={t('startChat.conflict.cancel')}
        tone="danger"
        pending={ending}
        onConfirm={() => void endAndContinue()}
        onCancel={() => setConflict(null)}
      />
    </Suspense>
  ) : null;

  return { startChat, pendingAstrologerId, dialog };
}
