import { toast } from '../../../components/ui/toast';

/** The spec's admin errors: destructive toasts titled Error with the exact text. */
export const failed = (description: string) => toast.error('Error', { description });
export const done = (message: string) => toast.success(message);
