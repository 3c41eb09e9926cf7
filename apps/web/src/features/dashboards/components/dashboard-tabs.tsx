import { Suspense, type ReactNode } from 'react';
import { LoadingBlocks } from '../../../components/query-state.tsx';
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
  /**
   * Called when a pointer comes over the tab list or the focus comes into it: a tab whose code loads
   * when it opens (decision 0116) starts loading then, before the press.
   */
  onIntent?: () => unknown;
}

/**
 * Tabs whose selection lives in the URL (the caller navigates in
 * `onValueChange`). Manual activation: arrow keys move the focus, Enter or
 * Space opens the tab, so browsing the list does not fill the history.
 */
export function DashboardTabs({ label, value, onValueChange, tabs, className, onIntent }: DashboardTabsProps) {
  const intend = onIntent && (() => void onIntent());
  return (
    <Tabs value={value} onValueChange={onValueChange} activationMode="manual" className={className}>
      <TabsList
        aria-label={label}
        className="h-auto w-full flex-wrap justify-start"
        onPointerEnter={intend}
        onFocus={intend}
      >
        {tabs.map((tab) => (
          <TabsTrigger key={tab.id} value={tab.id} className="flex-none">
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab.id} value={tab.id} className="mt-6">
          <Suspense fallback={<LoadingBlocks label="Loading..." />}>{tab.content}</Suspense>
        </TabsContent>
      ))}
    </Tabs>
  );
}
