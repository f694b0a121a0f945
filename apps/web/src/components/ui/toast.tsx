import { CircleCheck, X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { createContext, type ReactNode, useCallback, useContext, useRef, useState } from 'react';

/** How long a confirmation stays (Radix pauses it while hovered or focused). */
const TOAST_DURATION_MS = 6000;

type ShowToast = (text: string) => void;

const ToastContext = createContext<ShowToast | null>(null);

type ToastProviderProps = {
  children: ReactNode;
  /** The notifications region's name; `{hotkey}` is replaced by the key that focuses it (F8). */
  regionLabel: string;
  closeLabel: string;
};

/**
 * Short confirmations (deleted, copied) for what is inside it: announced politely, gone by
 * themselves, the newest replacing the one before. A confirmation outlives the component that
 * asked for it (a deleted row), since it lives here.
 */
export function ToastProvider({ children, regionLabel, closeLabel }: ToastProviderProps) {
  const [toast, setToast] = useState<{ id: number; text: string } | null>(null);
  const nextId = useRef(0);
  const show = useCallback<ShowToast>((text) => {
    nextId.current += 1;
    setToast({ id: nextId.current, text });
  }, []);

  return (
    <ToastContext.Provider value={show}>
      <Toast.Provider duration={TOAST_DURATION_MS}>
        {children}
        {toast ? (
          <Toast.Root
            key={toast.id}
            defaultOpen
            onOpenChange={(open) => {
              if (!open) setToast((current) => (current?.id === toast.id ? null : current));
            }}
            className="pointer-events-auto flex items-start gap-3 rounded-xl border border-zinc-200 bg-white px-4 py-3 text-sm text-zinc-900 shadow-lg"
          >
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
            <Toast.Description className="min-w-0 flex-1 break-words">
              {toast.text}
            </Toast.Description>
            <Toast.Close
              aria-label={closeLabel}
              className="-m-1 rounded-md p-1 text-zinc-500 hover:bg-zinc-100 hover:text-zinc-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
            >
              <X aria-hidden="true" className="size-4" />
            </Toast.Close>
          </Toast.Root>
        ) : null}
        <Toast.Viewport
          label={regionLabel}
          className="pointer-events-none fixed inset-x-0 bottom-0 z-50 mx-auto flex w-full max-w-sm flex-col gap-2 p-4 outline-none sm:right-0 sm:left-auto sm:mx-0"
        />
      </Toast.Provider>
    </ToastContext.Provider>
  );
}

/** Shows a confirmation in the nearest `ToastProvider`. */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast needs a ToastProvider around it');
  return show;
}
