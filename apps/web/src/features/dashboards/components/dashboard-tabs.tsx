import type { ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';

export interface DashboardTabItem {
  id: string;
  label: string;
  /** Mounted only while the tab is selected. */
  content: ReactNode;
}

interface DashboardTabsProps {
  /** The tab list's accessible name. */
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  tabs: readonly DashboardTabItem[];
  className?: string;
}

/**
 * Tabs whose selection lives in the URL (the caller navigates in
 * `onValueChange`). Manual activation: arrow keys move the focus, Enter or
 * Space opens the tab, so browsing the list does not fill the history.
 */
export function DashboardTabs({ label, value, onValueChange, tabs, className }: DashboardTabsProps) {
  return (
    <Tabs value={value} onValueChange={onValueChange} activationMode="manual" className={className}>
      <TabsList aria-label={label} className="h-auto w-full flex-wrap justify-start">
        {tabs.map((tab) => (
          <TabsTrigger key={tab.id} value={tab.id} className="flex-none">
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab.id} value={tab.id} className="mt-6">
          {tab.content}
        </TabsContent>
      ))}
    </Tabs>
  );
}
