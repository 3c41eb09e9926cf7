import { ADMIN_TEXTS, type MinorAccount } from '@teenfreelance/contracts/admin';
import { Link } from 'react-router';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { formatLongDate } from '../../../../lib/format-date.ts';
import { paths } from '../../../../lib/paths.ts';
import { toast } from '../../../../lib/toast.ts';
import { useMinors } from '../api/get-minors.ts';
import { useResendConsent } from '../api/resend-consent.ts';
import { AdminSection, EmptyNote } from './admin-section.tsx';
import { CONSENT_LABELS } from './labels.ts';
import {
  headerCellClasses,
  QueryState,
  TableScroller,
  tableClasses,
  tableHeadClasses,
} from '../../../../components/query-state.tsx';
import { RevokeConsentButton } from './revoke-consent-button.tsx';

function ResendConsentButton({ minorId, name }: { minorId: string; name: string }) {
  const resend = useResendConsent();
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={resend.isPending}
      aria-label={`${ADMIN_TEXTS.resendConsent} for ${name}`}
      onClick={() =>
        resend.mutate(minorId, {
          onSuccess: ({ sentTo }) => toast.success(`Consent email sent to ${sentTo}`),
          onError: (error) => toast.error(errorMessage(error, 'Could not send the email. Please try again.')),
        })
      }
    >
      {resend.isPending ? 'Sending...' : ADMIN_TEXTS.resendConsent}
    </Button>
  );
}

const CONSENT_VARIANTS = { pending: 'pro', granted: 'success', not_required: 'outline' } as const;

function MinorRow({ minor }: { minor: MinorAccount }) {
  return (
    <tr className="border-t">
      <th scope="row" className="p-3 font-medium">
        <Link to={paths.userProfile.getHref(minor.id)} className="hover:underline focus-ring">
          {minor.name}
        </Link>
      </th>
      <td className="p-3">
        <Badge variant={CONSENT_VARIANTS[minor.parentalConsent]}>{CONSENT_LABELS[minor.parentalConsent]}</Badge>
      </td>
      <td className="p-3 break-all">
        {minor.parentEmail ?? '—'}
        {minor.consentedBy && (
          <span className="block text-xs text-muted-foreground">
            {minor.consentedBy.name}, {formatLongDate(minor.consentedBy.at)}
          </span>
        )}
        {minor.consentedBy?.verified && (
          <Badge variant="success" className="mt-1">
            {ADMIN_TEXTS.verifiedGuardian}
          </Badge>
        )}
      </td>
      <td className="p-3 text-right">{minor.publicGigs}</td>
      <td className="p-3 whitespace-nowrap">{formatLongDate(minor.createdAt)}</td>
      <td className="p-3">
        {minor.parentalConsent === 'pending' && <ResendConsentButton minorId={minor.id} name={minor.name} />}
        {minor.parentalConsent === 'granted' && <RevokeConsentButton minorId={minor.id} name={minor.name} />}
      </td>
    </tr>
  );
}

/** Freelancers under 18, their parent's consent, and the admin's tools for it. */
export function MinorsTable() {
  const query = useMinors();
  return (
    <AdminSection title={ADMIN_TEXTS.minors}>
      <QueryState
        query={query}
        loadingLabel="Loading the teen freelancers..."
        errorTitle="The teen freelancers could not be loaded."
      >
        {({ minors }) =>
          minors.length === 0 ? (
            <EmptyNote>No freelancers under 18 yet.</EmptyNote>
          ) : (
            <TableScroller label="Table of teen freelancers">
              <table className={tableClasses}>
                <thead className={tableHeadClasses}>
                  <tr>
                    <th scope="col" className={headerCellClasses}>
                      Name
                    </th>
                    <th scope="col" className={headerCellClasses}>
                      Consent
                    </th>
                    <th scope="col" className={headerCellClasses}>
                      Parent's email
                    </th>
                    <th scope="col" className={`${headerCellClasses} text-right`}>
                      Public gigs
                    </th>
                    <th scope="col" className={headerCellClasses}>
                      Joined
                    </th>
                    <th scope="col" className={headerCellClasses}>
                      Actions
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {minors.map((minor) => (
                    <MinorRow key={minor.id} minor={minor} />
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
