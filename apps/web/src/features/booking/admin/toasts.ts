import { toast } from '../../../components/ui/toast';

/** Admin calendar failures: destructive toasts titled Error, each naming what failed. */
export const failed = (description: string) => toast.error('Error', { description });
export const done = (message: string) => toast.success(message);
