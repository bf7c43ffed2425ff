import { useSite } from '../site';

/**
 * A booked consultation's name in the language shown now, from the firm's consultation types; the
 * title the server sent is kept for a type no longer offered.
 */
export function useConsultationTitle(): (type: string, serverTitle: string) => string {
  const site = useSite();
  return (type, serverTitle) =>
    site?.consultationTypes.find((candidate) => candidate.id === type)?.name.text ?? serverTitle;
}
