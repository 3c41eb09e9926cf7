import type { LucideIcon, LucideProps } from 'lucide-react';
import {
  Bot,
  Brush,
  Code,
  Database,
  Languages,
  Mic,
  Music,
  Palette,
  PenTool,
  Share2,
  TrendingUp,
  Video,
  Wrench,
} from 'lucide-react';

/** The icon names the API sends, mapped one by one so only these icons are bundled. */
const ICONS: Record<string, LucideIcon> = {
  palette: Palette,
  code: Code,
  'pen-tool': PenTool,
  'trending-up': TrendingUp,
  video: Video,
  music: Music,
  bot: Bot,
  'share-2': Share2,
  mic: Mic,
  languages: Languages,
  database: Database,
  brush: Brush,
  wrench: Wrench,
};

export function CategoryIcon({ icon, ...props }: { icon: string } & LucideProps) {
  const Icon = ICONS[icon];
  return Icon ? <Icon aria-hidden="true" {...props} /> : null;
}
