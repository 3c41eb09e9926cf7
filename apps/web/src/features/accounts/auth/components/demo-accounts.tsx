import { useDemoAccounts } from '../api/get-demo-accounts.ts';
import { Button } from '../../../../components/ui/button.tsx';

interface DemoAccountsProps {
  onUse: (email: string, password: string) => void;
}

/** The seeded demo accounts, listed only when the server has demo data. */
export function DemoAccounts({ onUse }: DemoAccountsProps) {
  const { data } = useDemoAccounts();
  if (!data || data.accounts.length === 0) return null;

  return (
    <section aria-labelledby="demo-accounts-heading" className="rounded-lg border bg-muted p-4">
      <h2 id="demo-accounts-heading" className="text-sm font-semibold">
        Demo accounts
      </h2>
      <p className="mt-1 text-xs text-muted-foreground">
        Password for all:{' '}
        <code className="rounded bg-background px-1 py-0.5 font-mono text-foreground">{data.password}</code>
      </p>
      <ul className="mt-3 grid gap-2">
        {data.accounts.map((account) => (
          <li key={account.email} className="flex items-center justify-between gap-3 rounded-md bg-background p-2">
            <span className="grid min-w-0">
              <span className="text-sm font-medium">{account.label}</span>
              <span className="truncate text-xs text-muted-foreground">{account.email}</span>
            </span>
            <Button size="sm" variant="outline" onClick={() => onUse(account.email, data.password)}>
              Use<span className="sr-only"> {account.label} account</span>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
