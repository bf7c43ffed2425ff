import {
  BookOpen,
  Briefcase,
  CalendarDays,
  ChartColumn,
  FileText,
  Globe,
  Inbox,
  LayoutDashboard,
  Mail,
  MessageSquare,
  MessagesSquare,
  Receipt,
  Settings,
  ShieldCheck,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { AdminNavIcon } from '@lexbridge/shared/routes';

/** The drawing of each admin navigation icon named in the route manifest. */
export const adminIcons: Record<AdminNavIcon, LucideIcon> = {
  dashboard: LayoutDashboard,
  analytics: ChartColumn,
  matters: Briefcase,
  clients: Users,
  documents: FileText,
  messages: MessageSquare,
  invoices: Receipt,
  calendar: CalendarDays,
  security: ShieldCheck,
  conversations: MessagesSquare,
  articles: BookOpen,
  'contact-requests': Inbox,
  outbox: Mail,
  settings: Settings,
  site: Globe,
};
