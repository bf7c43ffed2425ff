import type { AdminMatter, MatterPriority } from '@lexbridge/shared/schemas/matters';

/** The dialog's fields: text inputs and selects hold strings, '' for "none". */
export type MatterFormValues = {
  clientId: string;
  title: string;
  description: string;
  practiceArea: string;
  priority: MatterPriority;
  startDate: string;
  dueDate: string;
  opposingParty: string;
};

export function matterFormValues(matter?: AdminMatter): MatterFormValues {
  return {
    clientId: matter?.clientId ?? '',
    title: matter?.title ?? '',
    description: matter?.description ?? '',
    practiceArea: matter?.practiceArea ?? '',
    priority: matter?.priority ?? 'medium',
    startDate: matter?.startDate ?? '',
    dueDate: matter?.dueDate ?? '',
    opposingParty: matter?.opposingParty ?? '',
  };
}
