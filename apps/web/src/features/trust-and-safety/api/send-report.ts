import { useMutation } from '@tanstack/react-query';
import { REPORTS_PATH, type ReportInput, type ReportReceipt } from '@teenfreelance/contracts/safety';
import { api } from '../../../lib/api-client.ts';

/**
 * `POST /api/reports`: reports a conversation, message, profile, gig, review
 * or job post. Reporting the same thing twice answers the first receipt.
 */
export function sendReport(input: ReportInput): Promise<ReportReceipt> {
  return api.post<ReportReceipt>(REPORTS_PATH, input);
}

export function useSendReport() {
  return useMutation({ mutationFn: sendReport });
}
