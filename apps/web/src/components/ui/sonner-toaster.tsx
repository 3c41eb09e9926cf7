import { useEffect } from 'react';
import { Toaster, toast } from 'sonner';
import { attachSonner } from '../../lib/toast.ts';

export default function SonnerToaster() {
  // Child effects run first: sonner's <Toaster> is subscribed when this runs.
  useEffect(() => attachSonner(toast), []);
  return <Toaster position="top-center" closeButton toastOptions={{ className: 'font-sans' }} />;
}
