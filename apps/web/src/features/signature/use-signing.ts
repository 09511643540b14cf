import { signerNameSchema, signingCodeSchema, signingConsentSchema } from '@courant/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, serverAnswerOf } from '../../lib/error-message.ts';
import { publicApi } from '../../lib/rest.ts';

export type SigningStep = 'identity' | 'code' | 'signed';

/** The first message of a domain schema's refusal, or null when the value passes. */
const refusal = (
  schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } },
  value: unknown,
) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? null : (parsed.error?.issues[0]?.message ?? 'Valeur invalide');
};

/**
 * The client's signing page: the devis read by its link's token, then name and consent → a code by
 * e-mail → the code → signed. Each field is checked by the domain's schema before it is sent; the
 * server's French refusals (a wrong code with the tries left, a replaced devis) show as they come.
 */
export function useSigning(token: string) {
  const view = useQuery({
    queryKey: ['signing', token],
    queryFn: () => publicApi.signingView(token),
    retry: false,
    refetchOnWindowFocus: false,
  });
  const [step, setStep] = useState<SigningStep>('identity');
  const [name, setName] = useState('');
  const [consent, setConsent] = useState(false);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ name?: string; consent?: string; code?: string }>({});
  const [serverError, setServerError] = useState<{ code: string | undefined; message: string } | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const fail = (error: unknown) =>
    setServerError({
      code: serverAnswerOf(error)?.code,
      message: errorMessage(error, 'Le serveur ne répond pas. Vérifiez votre connexion et réessayez.'),
    });

  const requestCode = useMutation({
    mutationFn: () => publicApi.signingCode({ token, name: name.trim(), consent: true }),
    onSuccess: (sent) => {
      setSentTo(sent.emailHint);
      setServerError(null);
      setStep('code');
    },
    onError: fail,
  });
  const sign = useMutation({
    mutationFn: () => publicApi.sign({ token, name: name.trim(), consent: true, code: code.trim() }),
    onSuccess: () => {
      setServerError(null);
      setStep('signed');
    },
    onError: fail,
  });

  const askCode = () => {
    const next = {
      name: refusal(signerNameSchema, name) ?? undefined,
      consent: refusal(signingConsentSchema, consent) ?? undefined,
    };
    setErrors(next);
    if (!next.name && !next.consent) requestCode.mutate();
  };
  const submitCode = () => {
    const codeError = refusal(signingCodeSchema, code) ?? undefined;
    setErrors({ code: codeError });
    if (!codeError) sign.mutate();
  };

  return {
    view,
    step,
    fields: { name, consent, code },
    // A field's refusal goes once the field changes; it is checked again when sent.
    setName: (value: string) => {
      setName(value);
      setErrors((e) => ({ ...e, name: undefined }));
    },
    setConsent: (value: boolean) => {
      setConsent(value);
      setErrors((e) => ({ ...e, consent: undefined }));
    },
    setCode: (value: string) => {
      setCode(value);
      setErrors((e) => ({ ...e, code: undefined }));
    },
    errors,
    serverError,
    sentTo,
    askCode,
    submitCode,
    pending: requestCode.isPending || sign.isPending,
    pdfUrl: `/api/v1/signing/${encodeURIComponent(token)}/pdf`,
    signedPdfUrl: `/api/v1/signing/${encodeURIComponent(token)}/signed-pdf`,
  };
}

export type Signing = ReturnType<typeof useSigning>;
