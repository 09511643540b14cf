import { emailSchema, isoDateSchema } from '@courant/domain';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../lib/error-message.ts';
import { trpc } from '../../lib/trpc.ts';
import { downloadSignedFile, uploadPaperSignature } from './signature-files.ts';

/** Today in France, 'YYYY-MM-DD' (en-CA formats so). */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());

/**
 * Step 8's signature of a sent devis: its status (asked again every 15 s while a link waits, so that a
 * signature made in the client's browser shows), 'Envoyer pour signature', the paper signature and the
 * signed files. `onAccepted` runs once the devis is signed, so that the devis's panel says 'Accepté'.
 */
export function useSignaturePanel(quoteId: string, onAccepted: () => void) {
  const utils = trpc.useUtils();
  const status = trpc.signatures.get.useQuery(
    { id: quoteId },
    { refetchInterval: (query) => (query.state.data?.state === 'pending' ? 15_000 : false) },
  );
  const send = trpc.signatures.send.useMutation();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [paperOpen, setPaperOpen] = useState(false);
  const [signedOn, setSignedOn] = useState(today());
  const [scan, setScan] = useState<File | null>(null);
  const [paperError, setPaperError] = useState<string | undefined>();
  const [paperPending, setPaperPending] = useState(false);

  const signed = status.data?.state === 'signed';
  // The latest callback, called when the devis turns signed (not at each render of the caller).
  const accepted = useRef(onAccepted);
  accepted.current = onAccepted;
  useEffect(() => {
    if (signed) accepted.current();
  }, [signed]);

  const sendLink = async () => {
    const typed = email.trim();
    const parsed = typed ? emailSchema.safeParse(typed) : null;
    if (parsed && !parsed.success) {
      setEmailError(parsed.error.issues[0]?.message);
      return;
    }
    setEmailError(undefined);
    try {
      await send.mutateAsync({ id: quoteId, ...(parsed?.success ? { email: parsed.data } : {}) });
      await utils.signatures.get.invalidate({ id: quoteId });
      notifications.show({
        color: 'green',
        title: 'Lien de signature envoyé',
        message: 'Le client a reçu le lien par e-mail.',
      });
    } catch (error) {
      setEmailError(errorMessage(error, 'Envoi impossible. Veuillez réessayer.'));
    }
  };

  const recordPaper = async () => {
    const date = isoDateSchema.safeParse(signedOn);
    if (!date.success) return setPaperError(date.error.issues[0]?.message);
    if (!scan) return setPaperError('Joignez le scan du devis signé (PDF, JPEG ou PNG)');
    setPaperError(undefined);
    setPaperPending(true);
    try {
      await uploadPaperSignature(quoteId, date.data, scan);
      await utils.signatures.get.invalidate({ id: quoteId });
      setPaperOpen(false);
    } catch (error) {
      setPaperError(errorMessage(error, 'Enregistrement impossible. Veuillez réessayer.'));
    } finally {
      setPaperPending(false);
    }
  };

  const download = async (which: 'pdf' | 'scan') => {
    try {
      await downloadSignedFile(quoteId, which);
    } catch (error) {
      notifications.show({
        color: 'red',
        title: 'Téléchargement impossible',
        message: errorMessage(error, ''),
      });
    }
  };

  return {
    status,
    email: { value: email, set: setEmail, error: emailError },
    sendLink,
    sending: send.isPending,
    paper: {
      open: paperOpen,
      setOpen: setPaperOpen,
      signedOn,
      setSignedOn,
      scan,
      setScan,
      error: paperError,
      pending: paperPending,
      submit: recordPaper,
    },
    download,
  };
}

export type SignaturePanelState = ReturnType<typeof useSignaturePanel>;
