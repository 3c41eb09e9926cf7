import type { Role } from '@teenfreelance/contracts/users';

const ROLE_LABELS: Record<Role, string> = {
  buyer: 'Buyer',
  freelancer: 'Freelancer',
  admin: 'Admin',
  guardian: 'Family',
};

/** "Account Type: Freelancer Account" */
export function accountTypeLabel(role: Role): string {
  return `Account Type: ${ROLE_LABELS[role]} Account`;
}
