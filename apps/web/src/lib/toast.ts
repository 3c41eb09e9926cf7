import type { ExternalToast, toast as sonnerToast } from 'sonner';

/*
 * Toasts without sonner in the first download: sonner (about 9 KB gzip) loads
 * on the first toast (or on preloadToasts()), and the messages asked for
 * meanwhile are shown as soon as its <Toaster> is listening.
 */

type Kind = 'success' | 'error' | 'info' | 'warning' | 'message';
interface PendingToast {
  kind: Kind;
  message: string;
  options: ExternalToast | undefined;
}

let show: typeof sonnerToast | null = null;
const pending: PendingToast[] = [];
let mountToaster: (() => void) | null = null;
let isMountRequested = false;

function requestMount() {
  isMountRequested = true;
  mountToaster?.();
}

function enqueue(kind: Kind, message: string, options?: ExternalToast) {
  if (show) {
    show[kind](message, options);
    return;
  }
  pending.push({ kind, message, options });
  requestMount();
}

/** Shows a toast: `toast.success('Login successful!')`, `toast.error(...)`. */
export const toast = {
  success: (message: string, options?: ExternalToast) => enqueue('success', message, options),
  error: (message: string, options?: ExternalToast) => enqueue('error', message, options),
  info: (message: string, options?: ExternalToast) => enqueue('info', message, options),
  warning: (message: string, options?: ExternalToast) => enqueue('warning', message, options),
  message: (message: string, options?: ExternalToast) => enqueue('message', message, options),
};

/** Loads the toast code ahead of need (forms that will toast call it on mount). */
export function preloadToasts(): void {
  requestMount();
}

/** For the <Toaster> outlet: registers how to mount sonner. Returns the unregister function. */
export function registerToasterMount(mount: () => void): () => void {
  mountToaster = mount;
  if (isMountRequested) mount();
  return () => {
    if (mountToaster === mount) mountToaster = null;
  };
}

/** For the sonner outlet, once its <Toaster> listens: shows what was asked for meanwhile. */
export function attachSonner(sonner: typeof sonnerToast): () => void {
  show = sonner;
  for (const item of pending.splice(0)) sonner[item.kind](item.message, item.options);
  return () => {
    if (show === sonner) show = null;
  };
}
