import { createAccountsService, type AccountsService, type AccountsServiceDeps } from './accounts.service.ts';
import type { AuthService } from './auth/auth.service.ts';
import { createFamilyService, type FamilyService, type FamilyServiceDeps } from './family/family.service.ts';
import { createFamilyControlsService, type FamilyControlsService } from './family/family-controls.service.ts';
import { defineGrowingUp, type GrowingUpDeps } from './family/growing-up.ts';
import {
  createWeeklySummaryService,
  type WeeklySummaryDeps,
  type WeeklySummaryService,
} from './family/weekly-summary.ts';
import { createWorkHoursService, type WorkHoursService } from './family/work-hours.service.ts';
import { createSignUpService, type SignUpService, type SignUpServiceDeps } from './sign-up/sign-up.service.ts';

export interface AccountServices {
  accounts: AccountsService;
  /** Email sign-up: the form, then the emailed link (decision 0066). */
  signUp: SignUpService;
  /** The family account and dashboard of a teen's guardian (decision 0083). */
  family: FamilyService;
  /** The guardian's 'Approve new gigs' and 'Who can contact my teen' (decision 0084). */
  familyControls: FamilyControlsService;
  /** Work hours of sellers under 16: the guardian's choice, checkout's due dates, quiet emails (decision 0086). */
  workHours: WorkHoursService;
  /** The guardian's weekly summary email and its off switch (decision 0087). */
  weeklySummary: WeeklySummaryService;
}

/** The accounts area's services made together: accounts and consent, sign-up, and the family side. */
export function createAccountServices(
  deps: AccountsServiceDeps &
    Omit<SignUpServiceDeps, 'accountsService' | 'authService'> &
    Omit<FamilyServiceDeps, 'authService' | 'familyControls' | 'workHoursService'> &
    GrowingUpDeps &
    WeeklySummaryDeps & { authService: AuthService },
): AccountServices {
  const accounts = createAccountsService(deps);
  const workHours = createWorkHoursService(deps);
  const familyControls = createFamilyControlsService({ ...deps, workHoursService: workHours });
  // The 16th and 18th birthdays, swept once across processes (decision 0087).
  defineGrowingUp(deps);
  return {
    accounts,
    signUp: createSignUpService({ ...deps, accountsService: accounts }),
    family: createFamilyService({ ...deps, familyControls, workHoursService: workHours }),
    familyControls,
    workHours,
    weeklySummary: createWeeklySummaryService(deps),
  };
}
