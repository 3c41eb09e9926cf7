import { ADMIN_TEXTS } from '@teenfreelance/contracts/admin';
import { ADMIN_LEDGER_TEXTS } from '@teenfreelance/contracts/admin-ledger';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../../components/ui/tabs.tsx';
import { useUrlParams } from '../../../../lib/use-url-params.ts';
import { DISPUTE_TEXTS } from '@teenfreelance/contracts/orders';
import { AuditLog } from './audit-log.tsx';
import { Disputes } from './disputes.tsx';
import { HeldMessages } from './held-messages.tsx';
import { MinorsTable } from './minors-table.tsx';
import { Money } from './money.tsx';
import { ReportQueue } from './report-queue.tsx';
import { Restrictions } from './restrictions.tsx';

const TABS = [
  { id: 'queue', label: ADMIN_TEXTS.queue, Content: ReportQueue },
  { id: 'held', label: ADMIN_TEXTS.held, Content: HeldMessages },
  { id: 'disputes', label: DISPUTE_TEXTS.adminTab, Content: Disputes },
  { id: 'restrictions', label: ADMIN_TEXTS.restrictions, Content: Restrictions },
  { id: 'minors', label: ADMIN_TEXTS.minors, Content: MinorsTable },
  { id: 'audit', label: ADMIN_TEXTS.audit, Content: AuditLog },
  { id: 'money', label: ADMIN_LEDGER_TEXTS.tab, Content: Money },
] as const;
type TabId = (typeof TABS)[number]['id'];

const TAB_PARAM = 'tab';
const isTab = (value: string | null): value is TabId => TABS.some((tab) => tab.id === value);

/**
 * Moderation for admins: the review queue, messages held before reaching a
 * minor, orders' disputes to decide (decision 0088), what is suspended or hidden (to reinstate), the teen freelancers'
 * consent, the audit log and the platform's money (balances and the ledger's
 * reconciliation), one tab each, the tab in the URL (`?tab=minors`). Only the
 * open tab is mounted, so only its list is fetched. Manual activation: arrow
 * keys move the focus, Enter or Space opens the tab.
 */
export function AdminPage() {
  const [searchParams, changeParams] = useUrlParams();
  const value = searchParams.get(TAB_PARAM);
  const tab = isTab(value) ? value : 'queue';
  const onTabChange = (next: string) =>
    changeParams(() => (next === 'queue' ? new URLSearchParams() : new URLSearchParams({ [TAB_PARAM]: next })));

  return (
    <Tabs value={tab} onValueChange={onTabChange} activationMode="manual">
      <TabsList aria-label={ADMIN_TEXTS.title} className="h-auto w-full flex-wrap justify-start">
        {TABS.map(({ id, label }) => (
          <TabsTrigger key={id} value={id} className="flex-none">
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      {TABS.map(({ id, Content }) => (
        <TabsContent key={id} value={id} className="mt-6">
          <Content />
        </TabsContent>
      ))}
    </Tabs>
  );
}
