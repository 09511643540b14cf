import { createContext, type ReactNode, useContext, useEffect, useRef } from 'react';
import type { WizardStepKey } from './wizard-model.ts';

/**
 * How a step tells the wizard frame what its "next" button does. The frame (previous/next footer,
 * stepper) owns navigation; each step route calls `useWizardNext(...)` on every render with its current
 * state. Defaults: enabled, label 'Suivant', next = go to the following step.
 */
export interface WizardNextConfig {
  /** Disabled with this reason shown in a tooltip (part 1 §2 'When next is disabled for a reason'). */
  disabledReason?: string | null;
  /** Button label; default 'Suivant' ('Terminer' / 'Finalisation...' on step 8). */
  label?: string;
  /** Tooltip shown even when enabled (e.g. step 6: confirmation will be asked). */
  hint?: string | null;
  /** Shows a spinner and disables the button. */
  pending?: boolean;
  /**
   * Runs on click. Return false to stay on the step (e.g. a failed save, or a confirm dialog that the
   * step handles and then calls `goNext()` itself). Any other return value moves to the next step.
   */
  onNext?: () => Promise<boolean | undefined | void> | boolean | undefined | void;
}

export interface WizardFrameApi {
  projectId: string;
  /** Registers the current step's next behaviour (latest call wins). */
  setNext(config: WizardNextConfig): void;
  /** Moves to the following step (or, on the last one, wherever the step decides). */
  goNext(): void;
  /*
   * Extensions, optional so that a stand-in frame (e.g. a step shown in a modal) need not give them.
   * The wizard frame always does.
   */
  /** The step being shown. */
  step?: WizardStepKey;
  /** True on /projects/new (no project yet: projectId is 'new'). */
  isNew?: boolean;
  /** Opens a step, e.g. step 1 going to step 2 of the project it has just created. */
  goTo?(step: WizardStepKey, options?: { projectId?: string; replace?: boolean }): void;
}

const WizardFrameContext = createContext<WizardFrameApi | null>(null);

export function useWizardFrame(): WizardFrameApi {
  const api = useContext(WizardFrameContext);
  if (!api) throw new Error('useWizardFrame must be used inside the wizard frame');
  return api;
}

/** Declares the step's next button; call it unconditionally at the top of the step component. */
export function useWizardNext(config: WizardNextConfig): void {
  const api = useWizardFrame();
  const ref = useRef(config);
  ref.current = config;
  const { disabledReason, label, hint, pending } = config;
  useEffect(() => {
    api.setNext({ disabledReason, label, hint, pending, onNext: () => ref.current.onNext?.() });
  }, [api, disabledReason, label, hint, pending]);
}

export function WizardFrameProvider({ value, children }: { value: WizardFrameApi; children: ReactNode }) {
  return <WizardFrameContext.Provider value={value}>{children}</WizardFrameContext.Provider>;
}
