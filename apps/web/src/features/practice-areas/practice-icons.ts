import { Building2, House, ScrollText, ShieldCheck, Stethoscope } from 'lucide-react';
import type { PracticeAreaPage } from '@lexbridge/shared/firm/practice-area-pages';

export const practiceIcons: Record<PracticeAreaPage['icon'], typeof Building2> = {
  building: Building2,
  home: House,
  scroll: ScrollText,
  stethoscope: Stethoscope,
  shield: ShieldCheck,
};
