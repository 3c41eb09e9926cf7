import { ADMIN_TEXTS, type AuditEntry } from '@teenfreelance/contracts/admin';
import { Link } from 'react-router';
import { RelativeTime, useNow } from '../../../../components/relative-time.tsx';
import { useAuditLog } from '../api/get-audit-log.ts';
import { AdminSection, EmptyNote } from './admin-section.tsx';
import { auditActionLabel, capitalize, publicHref, targetLabel } from './labels.ts';
import {
  headerCellClasses,
  QueryState,
  TableScroller,
  tableClasses,
  tableHeadClasses,
} from '../../../../components/query-state.tsx';

function AuditTarget({ entry }: { entry: AuditEntry }) {
  const label = `${capitalize(targetLabel(entry.targetKind))} ${entry.targetId}`;
  const href = publicHref(entry.targetKind, entry.targetId);
  return href ? (
    <Link to={href} className="hover:underline focus-ring">
      {label}
    </Link>
  ) : (
    <>{label}</>
  );
}

const COLUMNS = ['When', 'Admin', 'Action', 'Target', 'Reason'] as const;

/** What admins did, newest first (the latest 100): who, when, what, to what and why. */
export function AuditLog() {
  const query = useAuditLog();
  const now = useNow();
  return (
    <AdminSection title={ADMIN_TEXTS.audit}>
      <QueryState query={query} loadingLabel="Loading the audit log..." errorTitle="The audit log could not be loaded.">
        {({ entries }) =>
          entries.length === 0 ? (
            <EmptyNote>No admin actions yet.</EmptyNote>
          ) : (
            <TableScroller label="Table of the audit log">
              <table className={tableClasses}>
                <thead className={tableHeadClasses}>
                  <tr>
                    {COLUMNS.map((column) => (
                      <th key={column} scope="col" className={headerCellClasses}>
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {entries.map((entry) => (
                    <tr key={entry.id} className="border-t align-top">
                      <td className="p-3 whitespace-nowrap">
                        <RelativeTime iso={entry.createdAt} now={now} />
                      </td>
                      <td className="p-3">{entry.admin.name}</td>
                      <td className="p-3">{auditActionLabel(entry.action)}</td>
                      <td className="p-3 break-all">
                        <AuditTarget entry={entry} />
                      </td>
                      <td className="min-w-48 p-3 break-words">{entry.reason ?? '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroller>
          )
        }
      </QueryState>
    </AdminSection>
  );
}
