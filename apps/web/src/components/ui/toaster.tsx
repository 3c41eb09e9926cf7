import { Toaster as Sonner } from 'sonner';

/** The app's one toast outlet. Call `toast(...)` from 'sonner' to show a message. */
export function Toaster() {
  return <Sonner position="top-center" closeButton toastOptions={{ className: 'font-sans' }} />;
}
