import { useTranslation } from 'react-i18next';
import { isConsultationTypeId } from '@lexbridge/shared/firm/pricing';

/**
 * A booked consultation's name in the language shown now, from its type; the title the server
 * sent is kept for a type this build does not know.
 */
export function useConsultationTitle(): (type: string, serverTitle: string) => string {
  const { t } = useTranslation('booking');
  return (type, serverTitle) =>
    isConsultationTypeId(type) ? t(`pricing.types.${type}.title`) : serverTitle;
}
