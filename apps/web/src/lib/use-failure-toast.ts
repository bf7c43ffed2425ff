import { useEffect } from 'react';
import { toast } from '../components/ui/toast';

/**
 * `message` as a destructive toast each time `failed` turns true (a list that could not be loaded:
 * 'Failed to load documents', 'Failed to load invoices'), once per failure, not on every render.
 */
export function useFailureToast(failed: boolean, message: string) {
  useEffect(() => {
    if (failed) toast.error(message);
  }, [failed, message]);
}
